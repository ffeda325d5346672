import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { FieldError } from '@/web/components/field-error';

type BaseProps = {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

// Each control is labelled and, when invalid, described by its message.
const describedBy = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

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
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        className="mt-1"
        {...describedBy(id, error)}
        {...registration}
        readOnly={readOnlyReason !== undefined}
        aria-describedby={readOnlyReason ? `${id}-why` : describedBy(id, error)['aria-describedby']}
      />
      {readOnlyReason && (
        <p id={`${id}-why`} className="mt-1 text-sm text-slate-600">
          {readOnlyReason}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
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
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} className="mt-1" {...describedBy(id, error)} {...registration}>
        <option value="">Not set</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
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
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        className="mt-1"
        {...describedBy(id, error)}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
