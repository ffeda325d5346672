import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { cn } from '@/web/lib/cn';

/**
 * What every register field shares: a visible <label htmlFor>, a required star
 * hidden from the accessible name, and aria-describedby pointing at the error
 * (when the field is invalid) and the hint.
 */
type FieldProps = {
  id: string;
  label: string;
  isRequired?: boolean;
  /** Id of the element holding this field's error; set only while the field is invalid. */
  errorId?: string;
  /** When set, the error is shown under the field (as an alert, with errorId) rather than elsewhere. */
  errorMessage?: string;
  hint?: ReactNode;
  className?: string;
};

export type SelectOption = { value: string; label: string };

function joinIds(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

function FieldLabel({ id, label, isRequired }: Pick<FieldProps, 'id' | 'label' | 'isRequired'>) {
  return (
    <Label htmlFor={id}>
      {label}
      {isRequired && (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      )}
    </Label>
  );
}

function fieldAria({ id, isRequired, errorId, hint }: FieldProps) {
  return {
    id,
    'aria-required': isRequired || undefined,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': joinIds(errorId, Boolean(hint) && `${id}-hint`),
  };
}

function FieldNotes({ id, hint, errorId, errorMessage }: FieldProps) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {errorMessage && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {errorMessage}
        </p>
      )}
    </>
  );
}

export function TextField({
  className,
  ...props
}: FieldProps & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>) {
  const { id, label, isRequired, errorId, errorMessage, hint, ...inputProps } = props;
  const field = { id, label, isRequired, errorId, errorMessage, hint };
  return (
    <div className={cn('space-y-1.5', className)}>
      <FieldLabel {...field} />
      <Input {...inputProps} {...fieldAria(field)} />
      <FieldNotes {...field} />
    </div>
  );
}

export function TextareaField({
  className,
  ...props
}: FieldProps & Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'>) {
  const { id, label, isRequired, errorId, errorMessage, hint, ...textareaProps } = props;
  const field = { id, label, isRequired, errorId, errorMessage, hint };
  return (
    <div className={cn('space-y-1.5', className)}>
      <FieldLabel {...field} />
      <Textarea {...textareaProps} {...fieldAria(field)} />
      <FieldNotes {...field} />
    </div>
  );
}

export function SelectField({
  className,
  options,
  placeholder,
  ...props
}: FieldProps &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** Text of an empty first option; omit when a value is always chosen. */
    placeholder?: string;
  }) {
  const { id, label, isRequired, errorId, errorMessage, hint, ...selectProps } = props;
  const field = { id, label, isRequired, errorId, errorMessage, hint };
  return (
    <div className={cn('space-y-1.5', className)}>
      <FieldLabel {...field} />
      <Select {...selectProps} {...fieldAria(field)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <FieldNotes {...field} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  errorId,
  className,
  ...inputProps
}: { id: string; label: string; errorId?: string; className?: string } & Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'className' | 'type'
>) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Checkbox
        id={id}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        {...inputProps}
      />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

/** Turns a readonly list of strings into select options labelled by themselves. */
export function toOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}
