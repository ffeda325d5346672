import type { ComponentPropsWithRef, ReactNode } from 'react';
import { fieldAria, FormField } from '@/web/components/form-field';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';

/**
 * The register forms' fields: the one FormField in its 'stacked' layout, with a required
 * star hidden from the accessible name and aria-describedby pointing at the error (when
 * the field is invalid) and the hint.
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

function StackedField({
  id,
  label,
  isRequired,
  errorId,
  errorMessage,
  hint,
  className,
  children,
}: FieldProps & { children: (aria: ReturnType<typeof fieldAria>) => ReactNode }) {
  return (
    <FormField
      layout="stacked"
      {...{ id, label, isRequired, errorId, hint, className }}
      error={errorMessage}
    >
      {(control) => children(fieldAria(control))}
    </FormField>
  );
}

export function TextField({
  id,
  label,
  isRequired,
  errorId,
  errorMessage,
  hint,
  className,
  ...inputProps
}: FieldProps & Omit<ComponentPropsWithRef<'input'>, 'id' | 'className'>) {
  return (
    <StackedField {...{ id, label, isRequired, errorId, errorMessage, hint, className }}>
      {(aria) => <Input {...inputProps} {...aria} />}
    </StackedField>
  );
}

export function TextareaField({
  id,
  label,
  isRequired,
  errorId,
  errorMessage,
  hint,
  className,
  ...textareaProps
}: FieldProps & Omit<ComponentPropsWithRef<'textarea'>, 'id' | 'className'>) {
  return (
    <StackedField {...{ id, label, isRequired, errorId, errorMessage, hint, className }}>
      {(aria) => <Textarea {...textareaProps} {...aria} />}
    </StackedField>
  );
}

export function SelectField({
  id,
  label,
  isRequired,
  errorId,
  errorMessage,
  hint,
  className,
  options,
  placeholder,
  ...selectProps
}: FieldProps &
  Omit<ComponentPropsWithRef<'select'>, 'id' | 'className' | 'children'> & {
    options: readonly SelectOption[];
    /** Text of an empty first option; omit when a value is always chosen. */
    placeholder?: string;
  }) {
  return (
    <StackedField {...{ id, label, isRequired, errorId, errorMessage, hint, className }}>
      {(aria) => (
        <Select {...selectProps} {...aria}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </StackedField>
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
    <FormField layout="inline" {...{ id, label, errorId, className }}>
      {(control) => <Checkbox {...fieldAria(control)} {...inputProps} />}
    </FormField>
  );
}

/** Turns a readonly list of strings into select options labelled by themselves. */
export function toOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}
