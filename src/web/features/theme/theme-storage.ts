import { THEME_COLORS } from './theme-colors.generated';
import {
  FONT_SIZES,
  THEME_PRESET_IDS,
  THEME_PRESETS,
  type FontSize,
  type ThemeMode,
  type ThemePresetId,
} from './presets';

/** The portal's settings in this browser (spec 02 §3 'Theme': stored locally with lastUpdated). */
export const SETTINGS_STORAGE_KEY = 'inspecthub.settings';

export type StoredTheme = {
  preset: ThemePresetId;
  primaryColor: string;
  secondaryColor: string;
  backgroundColor: string;
  mode: ThemeMode;
};
export type DisplaySettings = {
  theme: StoredTheme;
  fontSize: FontSize;
  lastUpdated: string | null;
};

export function themeFor(preset: ThemePresetId): StoredTheme {
  return { preset, ...THEME_COLORS[preset], mode: THEME_PRESETS[preset].mode };
}

export const DEFAULT_DISPLAY: DisplaySettings = {
  theme: themeFor('original'),
  fontSize: 'medium',
  lastUpdated: null,
};

const isPreset = (value: unknown): value is ThemePresetId =>
  (THEME_PRESET_IDS as readonly unknown[]).includes(value);
const isFontSize = (value: unknown): value is FontSize =>
  typeof value === 'string' && value in FONT_SIZES;

/** What this browser stored; anything missing or unknown falls back to the default. */
export function readDisplaySettings(): DisplaySettings {
  try {
    const raw = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as Partial<Record<string, unknown>>) : {};
    const theme = stored.theme as Partial<StoredTheme> | undefined;
    return {
      theme: themeFor(isPreset(theme?.preset) ? theme.preset : 'original'),
      fontSize: isFontSize(stored.fontSize) ? stored.fontSize : 'medium',
      lastUpdated: typeof stored.lastUpdated === 'string' ? stored.lastUpdated : null,
    };
  } catch {
    return DEFAULT_DISPLAY;
  }
}

/** Stores the choice (keeping other keys of the portal's settings) and applies it at once. */
export function saveDisplaySettings(choice: { preset: ThemePresetId; fontSize: FontSize }) {
  let existing: Record<string, unknown> = {};
  try {
    existing = JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
  } catch {
    existing = {};
  }
  const next: DisplaySettings = {
    theme: themeFor(choice.preset),
    fontSize: choice.fontSize,
    lastUpdated: new Date().toISOString(),
  };
  window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ ...existing, ...next }));
  applyDisplaySettings(next);
  return next;
}

/** Theme CSS variables hang off data attributes on <html>; rem units follow the root font size. */
export function applyDisplaySettings(settings: DisplaySettings = readDisplaySettings()) {
  const root = document.documentElement;
  root.dataset.theme = settings.theme.preset;
  root.dataset.themeMode = settings.theme.mode;
  root.style.fontSize = `${FONT_SIZES[settings.fontSize]}px`;
}
