import type { FieldError } from '@/shared/inspections/validation';
import type { WizardForm, WizardVariant } from '@/shared/inspections/wizard-form';
import type { UseFormReturn } from 'react-hook-form';

export const wizardFieldId = (name: string) => `wizard-${name}`;
/** The error's list item in the step frame: invalid fields point at it with aria-describedby. */
export const wizardErrorId = (name: string) => `wizard-${name}-error`;

export type FieldBinder = (name: keyof WizardForm) => { id: string; errorId?: string };

export function createFieldBinder(errors: readonly FieldError[]): FieldBinder {
  const invalid = new Set(errors.map((error) => error.field));
  return (name) => ({
    id: wizardFieldId(name),
    errorId: invalid.has(name) ? wizardErrorId(name) : undefined,
  });
}

export type WizardFormApi = UseFormReturn<WizardForm>;
export type StepProps = { form: WizardFormApi; field: FieldBinder; variant: WizardVariant };

/** Focus a field by name; a radio group's fieldset hands focus to its chosen (or first) radio. */
export function focusWizardField(name: string) {
  const element = document.getElementById(wizardFieldId(name));
  if (element instanceof HTMLFieldSetElement) {
    const radio =
      element.querySelector<HTMLInputElement>('input:checked') ??
      element.querySelector<HTMLInputElement>('input');
    radio?.focus();
    return;
  }
  element?.focus();
}
