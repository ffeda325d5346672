import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { describeFieldError } from '@/web/lib/describe-error';

type NumberFieldProps<V extends FieldValues> = {
  form: UseFormReturn<V, unknown, unknown>;
  name: FieldPath<V>;
  id: string;
  label: string;
  hint?: string;
  /** '%' after a rate; whole numbers otherwise. */
  isPercent?: boolean;
  className?: string;
};

/** A required number of the rules form (a rate in percent, or a count), with its message. */
export function RulesNumberField<V extends FieldValues>({
  form,
  name,
  id,
  label,
  hint,
  isPercent = false,
  className,
}: NumberFieldProps<V>) {
  const issue = form.getFieldState(name, form.formState);
  return (
    <FormField
      id={id}
      label={isPercent ? `${label} (%)` : label}
      hint={hint}
      isRequired
      className={className}
      error={describeFieldError(label, issue.error)}
    >
      {(c) => (
        <Input
          {...fieldAria(c)}
          type="number"
          inputMode="decimal"
          min={0}
          max={isPercent ? 100 : undefined}
          step={isPercent ? 0.01 : 1}
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );
}
