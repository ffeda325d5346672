import type { ReactNode } from 'react';
import { Label } from './ui/label';
import { FieldError } from './field-error';

export type FieldControl = {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  /** The star is hidden from screen readers; aria-required says it instead. */
  isRequired: boolean;
};

/** The attributes a control needs from its field: id, description, invalid and required state. */
export function fieldAria(c: FieldControl) {
  return {
    id: c.id,
    'aria-describedby': c.describedBy,
    'aria-invalid': c.isInvalid || undefined,
    'aria-required': c.isRequired || undefined,
  };
}

type FormFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  isRequired?: boolean;
  hint?: string;
  className?: string;
  /** Renders the control with the ids it must carry for its label, hint and error. */
  children: (control: FieldControl) => ReactNode;
};

/** Label, control, hint and message wired together so every input is named and explained. */
export function FormField({
  id,
  label,
  error,
  isRequired,
  hint,
  className,
  children,
}: FormFieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={className}>
      {/* The star sits outside the label so getByLabel('To', { exact: true }) still matches. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {isRequired && (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        )}
      </div>
      <div className="mt-1">
        {children({
          id,
          describedBy,
          isInvalid: Boolean(error),
          isRequired: Boolean(isRequired),
        })}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
