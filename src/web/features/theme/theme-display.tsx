import { Check } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '@/shared/format';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { notifySuccess } from '@/web/lib/notify';
import {
  FONT_SIZE_LABELS,
  FONT_SIZES,
  THEME_PRESET_IDS,
  THEME_PRESETS,
  type FontSize,
  type ThemePresetId,
} from './presets';
import { THEME_COLORS } from './theme-colors.generated';
import { readDisplaySettings, saveDisplaySettings } from './theme-storage';

const FONT_SIZE_IDS = Object.keys(FONT_SIZES) as FontSize[];

/** Theme & Display: a choice applies at once and is kept in this browser. */
export function ThemeDisplay() {
  const [settings, setSettings] = useState(readDisplaySettings);

  const choose = (change: Partial<{ preset: ThemePresetId; fontSize: FontSize }>) => {
    const next = saveDisplaySettings({
      preset: change.preset ?? settings.theme.preset,
      fontSize: change.fontSize ?? settings.fontSize,
    });
    setSettings(next);
    notifySuccess(
      change.preset
        ? `${THEME_PRESETS[change.preset].label} theme applied`
        : `Font size set to ${FONT_SIZE_LABELS[next.fontSize]}`,
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">Theme</legend>
          <p className="text-sm text-slate-600">
            Colours for the whole portal in this browser.
            {settings.lastUpdated && ` Last updated ${formatDateTime(settings.lastUpdated)}.`}
          </p>
          <ThemePresetChoices
            selected={settings.theme.preset}
            onChoose={(preset) => choose({ preset })}
          />
        </fieldset>
      </Card>
      <Card>
        <fieldset>
          <legend className="text-lg font-semibold text-slate-900">Font size</legend>
          <p className="text-sm text-slate-600">
            Text and spacing across the portal scale with it.
          </p>
          <FontSizeChoices
            selected={settings.fontSize}
            onChoose={(fontSize) => choose({ fontSize })}
          />
        </fieldset>
      </Card>
    </div>
  );
}

/** One radio card per preset, with its three colours as swatches. */
function ThemePresetChoices({
  selected,
  onChoose,
}: {
  selected: ThemePresetId;
  onChoose: (preset: ThemePresetId) => void;
}) {
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {THEME_PRESET_IDS.map((id) => {
        const preset = THEME_PRESETS[id];
        const colors = THEME_COLORS[id];
        const isSelected = selected === id;
        return (
          <FormField
            key={id}
            id={`theme-preset-${id}`}
            layout="inline-top"
            className={cn(
              'rounded-lg border bg-white p-3',
              isSelected ? 'border-emerald-700 ring-1 ring-emerald-700' : 'border-slate-200',
            )}
            labelClassName="min-w-0 flex-1 cursor-pointer"
            label={
              <span className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="flex shrink-0 overflow-hidden rounded-md border border-slate-200"
                >
                  {[colors.primaryColor, colors.secondaryColor, colors.backgroundColor].map((c) => (
                    <span key={c} className="h-10 w-4" style={{ backgroundColor: c }} />
                  ))}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 font-medium text-slate-900">
                    {preset.label}
                    {isSelected && (
                      <Check aria-hidden="true" className="h-4 w-4 text-emerald-700" />
                    )}
                  </span>
                  <span className="block text-slate-600">
                    {preset.description}
                    {preset.mode === 'dark' ? ' (dark)' : ''}
                  </span>
                </span>
              </span>
            }
          >
            {(c) => (
              <input
                {...fieldAria(c)}
                type="radio"
                name="theme-preset"
                value={id}
                checked={isSelected}
                onChange={() => onChoose(id)}
                className="mt-1 h-4 w-4 shrink-0 accent-emerald-700"
              />
            )}
          </FormField>
        );
      })}
    </div>
  );
}

function FontSizeChoices({
  selected,
  onChoose,
}: {
  selected: FontSize;
  onChoose: (size: FontSize) => void;
}) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {FONT_SIZE_IDS.map((size) => (
        <FormField
          key={size}
          id={`font-size-${size}`}
          label={FONT_SIZE_LABELS[size]}
          layout="inline"
          className={cn(
            'rounded-md border bg-white px-4 py-2',
            selected === size ? 'border-emerald-700 ring-1 ring-emerald-700' : 'border-slate-200',
          )}
          labelClassName="cursor-pointer"
        >
          {(c) => (
            <input
              {...fieldAria(c)}
              type="radio"
              name="font-size"
              value={size}
              checked={selected === size}
              onChange={() => onChoose(size)}
              className="h-4 w-4 accent-emerald-700"
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
