import type { UseFormReturn } from 'react-hook-form';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import type { SettingsValues } from './settings-labels';
import { describeFieldError } from '@/web/lib/describe-error';

type ThresholdFieldsProps = {
  form: UseFormReturn<SettingsValues>;
  reviewFrequencies: readonly string[];
};

// An empty number box reads NaN, which the schema refuses with a "required" message.
const toNumber = (value: unknown) => (value === '' || value === null ? Number.NaN : Number(value));

export function ThresholdFields({ form, reviewFrequencies }: ThresholdFieldsProps) {
  const { errors } = form.formState;
  const volumeError = describeFieldError('Volume threshold', errors.volumeThreshold);
  const riskError = describeFieldError('Risk score threshold', errors.riskScoreThreshold);
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-3">
      <div>
        <Label htmlFor="monitoring-volume">Volume threshold</Label>
        <Input
          id="monitoring-volume"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          className="mt-1"
          aria-invalid={volumeError ? true : undefined}
          aria-describedby={volumeError ? 'monitoring-volume-error' : 'monitoring-volume-hint'}
          {...form.register('volumeThreshold', { setValueAs: toNumber })}
        />
        <p id="monitoring-volume-hint" className="mt-1 text-xs text-slate-600">
          Inspections in 12 months above which Enhanced is proposed
        </p>
        {volumeError && (
          <p id="monitoring-volume-error" className="mt-1 text-sm text-red-700">
            {volumeError}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor="monitoring-risk">Risk score threshold</Label>
        <Input
          id="monitoring-risk"
          type="number"
          min={0}
          max={10}
          step={0.1}
          inputMode="decimal"
          className="mt-1"
          aria-invalid={riskError ? true : undefined}
          aria-describedby={riskError ? 'monitoring-risk-error' : 'monitoring-risk-hint'}
          {...form.register('riskScoreThreshold', { setValueAs: toNumber })}
        />
        <p id="monitoring-risk-hint" className="mt-1 text-xs text-slate-600">
          Risk score (0 to 10) at which Enhanced is proposed
        </p>
        {riskError && (
          <p id="monitoring-risk-error" className="mt-1 text-sm text-red-700">
            {riskError}
          </p>
        )}
      </div>
      <div>
        <Label htmlFor="monitoring-frequency">Review frequency</Label>
        <Select id="monitoring-frequency" className="mt-1" {...form.register('reviewFrequency')}>
          {reviewFrequencies.map((frequency) => (
            <option key={frequency} value={frequency}>
              {frequency}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
