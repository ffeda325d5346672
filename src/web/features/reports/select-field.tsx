import type { UseFormRegisterReturn } from 'react-hook-form';
import { Select } from '@/web/components/ui/select';
import { FormField, fieldAria } from '@/web/components/form-field';

/** A catalogue's values with their labels, as select options. */
export const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

type SelectFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  options: readonly { value: string | number; label: string }[];
  field: UseFormRegisterReturn;
};

/** A labelled select of fixed choices. */
export function SelectField({ id, label, error, options, field }: SelectFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(c) => (
        <Select {...fieldAria(c)} {...field}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
