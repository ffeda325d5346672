import { WIZARD_STEPS, type WizardVariant } from '@/shared/inspections/wizard-form';
import { PATHS } from '@/web/app/paths';

export type WizardConfig = {
  variant: WizardVariant;
  title: string;
  source: 'SCHEDULE_WIZARD' | 'COMPLETED_WIZARD';
  steps: readonly string[];
  submitLabel: string;
  successMessage: string;
  successPath: string;
  /** Logged and, since we show submit failures, the user's fallback message too. */
  failureMessage: string;
};

/** Everything that differs between the two wizards (spec 01 section 2). */
export const WIZARD_CONFIG: Record<WizardVariant, WizardConfig> = {
  schedule: {
    variant: 'schedule',
    title: 'Schedule New Inspection',
    source: 'SCHEDULE_WIZARD',
    steps: WIZARD_STEPS.schedule,
    submitLabel: 'Schedule Inspection',
    successMessage: 'Inspection scheduled successfully!',
    successPath: PATHS.inspectionsPending,
    failureMessage: 'Failed to schedule inspection',
  },
  completed: {
    variant: 'completed',
    title: 'Register Completed Inspection',
    source: 'COMPLETED_WIZARD',
    steps: WIZARD_STEPS.completed,
    submitLabel: 'Register Inspection',
    successMessage: 'Completed inspection registered successfully!',
    successPath: PATHS.dashboard,
    failureMessage: 'Failed to register completed inspection',
  },
};
