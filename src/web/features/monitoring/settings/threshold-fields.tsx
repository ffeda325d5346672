import type { UseFormReturn } from 'react-hook-form';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
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
  return (
    <div className="mt-3 grid gap-4 sm:grid-cols-3">
      <FormField
        id="monitoring-volume"
        label="Volume threshold"
        hint="Inspections in 12 months above which Enhanced is proposed"
        error={describeFieldError('Volume threshold', errors.volumeThreshold)}
      >
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            {...form.register('volumeThreshold', { setValueAs: toNumber })}
          />
        )}
      </FormField>
      <FormField
        id="monitoring-risk"
        label="Risk score threshold"
        hint="Risk score (0 to 10) at which Enhanced is proposed"
        error={describeFieldError('Risk score threshold', errors.riskScoreThreshold)}
      >
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="number"
            min={0}
            max={10}
            step={0.1}
            inputMode="decimal"
            {...form.register('riskScoreThreshold', { setValueAs: toNumber })}
          />
        )}
      </FormField>
      <FormField id="monitoring-frequency" label="Review frequency">
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('reviewFrequency')}>
            {reviewFrequencies.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequency}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
