import type { FieldError } from '@/shared/inspections/validation';
import {
  validateWizardStep,
  type WizardForm,
  type WizardVariant,
} from '@/shared/inspections/wizard-form';

export type StepStatus = 'completed' | 'current' | 'upcoming';

/** The description under each step title, keyed by the title in WIZARD_STEPS. */
export const STEP_DESCRIPTIONS: Record<string, string> = {
  'Measure & Policy': 'Choose the measure being inspected and enter the policy ID.',
  'Measure-Specific Details': 'Certificates, invoice and the checks that apply to this measure.',
  'Property Details': 'Where the installation is.',
  'Customer Information': 'Who lives at the property.',
  'Installer Details': 'Who carried out the installation.',
  Scheduling: 'When and how the inspection will take place.',
  'Inspection Results': 'What the inspection found.',
  'Review & Submit': 'Check the details before you submit.',
};

/** The step being shown wins over "completed", so going back never shows a tick on the current step. */
export function getStepStatus(
  index: number,
  currentStep: number,
  completedSteps: readonly number[],
): StepStatus {
  if (index === currentStep) return 'current';
  return completedSteps.includes(index) ? 'completed' : 'upcoming';
}

/** Share of the way through, counting the step being shown: step 1 of 7 is 14%, the last 100%. */
export function calculateStepPercent(currentStep: number, totalSteps: number): number {
  if (totalSteps <= 0) return 0;
  return Math.round(((currentStep + 1) / totalSteps) * 100);
}

/** A restored draft resumes at its step; every step before it passed validation when it was left. */
export function listStepsBefore(step: number): number[] {
  return Array.from({ length: Math.max(0, step) }, (_, index) => index);
}

export function clampStep(step: number, totalSteps: number): number {
  if (!Number.isInteger(step)) return 0;
  return Math.min(Math.max(step, 0), totalSteps - 1);
}

/**
 * The first step whose checks fail, with its errors: on submit the user is
 * taken there, since the review step has no inputs to fix them with.
 */
export function findFirstInvalidStep(
  form: WizardForm,
  variant: WizardVariant,
  totalSteps: number,
): { step: number; errors: FieldError[] } | null {
  for (let step = 0; step < totalSteps; step += 1) {
    const errors = validateWizardStep(step, form, variant);
    if (errors.length > 0) return { step, errors };
  }
  return null;
}
