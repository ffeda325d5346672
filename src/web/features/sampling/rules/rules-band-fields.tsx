import type { SamplingRulesInput } from '@/shared/sampling/rules';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { RulesNumberField } from './rules-number-field';

const MAX_BANDS = 5;

type BandFieldsProps = { form: UseFormReturn<SamplingRulesInput, unknown, SamplingRulesInput> };

/** The fail-rate bands: each a name, the fail rate it starts above and its sampling rate. */
export function RulesBandFields({ form }: BandFieldsProps) {
  const bands = useFieldArray({ control: form.control, name: 'failRateBands' });
  const listError = form.formState.errors.failRateBands;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Fail-rate bands</legend>
      <p className="text-sm text-slate-600">
        A pair whose fail rate last quarter was above a band&apos;s threshold is sampled at the
        band&apos;s rate this quarter (the highest band reached applies).
      </p>
      {bands.fields.map((band, index) => {
        const nameError = form.formState.errors.failRateBands?.[index]?.name?.message;
        return (
          <div
            key={band.id}
            role="group"
            aria-label={`Band ${index + 1}`}
            className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
          >
            <FormField id={`band-${index}-name`} label="Band name" isRequired error={nameError}>
              {(c) => <Input {...fieldAria(c)} {...form.register(`failRateBands.${index}.name`)} />}
            </FormField>
            <RulesNumberField
              form={form}
              name={`failRateBands.${index}.aboveFailRatePercent`}
              id={`band-${index}-threshold`}
              label="Fail rate above"
              isPercent
            />
            <RulesNumberField
              form={form}
              name={`failRateBands.${index}.ratePercent`}
              id={`band-${index}-rate`}
              label="Band rate"
              isPercent
            />
            <Button
              type="button"
              variant="secondary"
              aria-label={`Remove band ${index + 1}`}
              onClick={() => bands.remove(index)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
        );
      })}
      {listError?.root?.message || listError?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {listError.root?.message ?? listError.message}
        </p>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={bands.fields.length >= MAX_BANDS}
        onClick={() => bands.append({ name: '', aboveFailRatePercent: 50, ratePercent: 25 })}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add a band
      </Button>
    </fieldset>
  );
}
