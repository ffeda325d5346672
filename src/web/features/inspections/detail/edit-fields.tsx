import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';

type BaseProps = {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

export function EditField({
  id,
  label,
  error,
  registration,
  type,
  readOnlyReason,
}: BaseProps & {
  type: string;
  /** Shown, and the field read-only, when the user may not change it. */ readOnlyReason?: string;
}) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      {...(readOnlyReason ? { hint: readOnlyReason } : {})}
    >
      {(c) => (
        <Input
          {...fieldAria(c)}
          type={type}
          {...registration}
          readOnly={readOnlyReason !== undefined}
        />
      )}
    </FormField>
  );
}

export function EditSelect({
  id,
  label,
  error,
  registration,
  options,
}: BaseProps & { options: readonly string[] }) {
  return (
    <FormField id={id} label={label} error={error}>
      {(c) => (
        <Select {...fieldAria(c)} {...registration}>
          <option value="">Not set</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

export function EditTextarea({
  id,
  label,
  error,
  registration,
  rows = 3,
}: BaseProps & { rows?: number }) {
  return (
    <FormField id={id} label={label} error={error}>
      {(c) => <Textarea {...fieldAria(c)} rows={rows} {...registration} />}
    </FormField>
  );
}
