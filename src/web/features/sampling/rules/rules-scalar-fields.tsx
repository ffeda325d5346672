import { formatLongDate } from '@/shared/format';
import type { SamplingRulesInput } from '@/shared/sampling/rules';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Select } from '@/web/components/ui/select';
import { RulesNumberField } from './rules-number-field';
import { STAGE_LABELS } from './rules-summary';

type ScalarFieldsProps = {
  form: UseFormReturn<SamplingRulesInput, unknown, SamplingRulesInput>;
  /** The quarters' first days a new version may start on. */
  starts: readonly string[];
};

/** The rules form's single values: when it takes effect, the rates, counts and stage. */
export function RulesScalarFields({ form, starts }: ScalarFieldsProps) {
  const { errors } = form.formState;
  const number = (name: FieldPath<SamplingRulesInput>, label: string, isPercent = true) => (
    <RulesNumberField
      form={form}
      name={name}
      id={`rules-${name}`}
      label={label}
      isPercent={isPercent}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <FormField
        id="rules-effectiveFrom"
        label="Effective from"
        isRequired
        error={errors.effectiveFrom?.message}
      >
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('effectiveFrom')}>
            {starts.map((day) => (
              <option key={day} value={day}>
                {formatLongDate(day)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {number('baseRatePercent', 'Base rate')}
      {number('minimumPerGroup', 'Minimum per installer and category', false)}
      {number('enhancedRatePercent', 'Enhanced monitoring rate')}
      {number('smallInstallerThreshold', 'Small installer: fewer measures than', false)}
      {number('smallInstallerRatePercent', 'Small installer rate')}
      {number('firstJobsCount', "Installer's first jobs weighed double", false)}
      <FormField
        id="rules-inspectionStage"
        label="Inspection stage"
        isRequired
        error={errors.inspectionStage?.message}
      >
        {(c) => (
          <Select {...fieldAria(c)} {...form.register('inspectionStage')}>
            {(['post', 'mid'] as const).map((stage) => (
              <option key={stage} value={stage}>
                {STAGE_LABELS[stage]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </div>
  );
}
