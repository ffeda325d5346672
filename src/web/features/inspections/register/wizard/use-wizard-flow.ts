import type { FieldError } from '@/shared/inspections/validation';
import { validateWizardStep, type WizardForm } from '@/shared/inspections/wizard-form';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { WizardConfig } from './wizard-config';
import { listStepsBefore } from './wizard-steps';
import type { WizardDraft } from './use-wizard-draft';
import { useWizardSubmit } from './use-wizard-submit';

type FlowOptions = {
  config: WizardConfig;
  form: UseFormReturn<WizardForm>;
  initialStep: number;
};

/** Step state and the Next / Previous / submit rules of spec 01 section 4. */
export function useWizardFlow({ config, form, initialStep }: FlowOptions) {
  const [step, setStep] = useState(initialStep);
  const [completedSteps, setCompletedSteps] = useState(() => listStepsBefore(initialStep));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const submission = useWizardSubmit({
    config,
    form,
    onInvalid: (invalidStep, invalidErrors) => {
      // The fields to fix are not on the review step: take the user to them.
      setStep(invalidStep);
      setErrors(invalidErrors);
    },
  });
  const lastStep = config.steps.length - 1;

  const goTo = (target: number) => {
    if (submission.isBusy() || target < 0 || target > lastStep) return;
    setErrors([]);
    submission.clearSubmitError();
    setStep(target);
  };

  const next = (draft: WizardDraft) => {
    if (submission.isBusy()) return;
    if (step === lastStep) {
      void submission.submit(draft);
      return;
    }
    const stepErrors = validateWizardStep(step, form.getValues(), config.variant);
    if (stepErrors.length > 0) {
      setErrors(stepErrors);
      return;
    }
    setCompletedSteps((done) => (done.includes(step) ? done : [...done, step]));
    // Saved at the next step so a resumed draft opens where the user was heading.
    void draft.save(step + 1);
    goTo(step + 1);
  };

  return {
    step,
    completedSteps,
    errors,
    submitError: submission.submitError,
    duplicate: submission.duplicate,
    confirmDuplicate: submission.confirmDuplicate,
    cancelDuplicate: submission.cancelDuplicate,
    isLastStep: step === lastStep,
    isSubmitting: submission.isSubmitting,
    next,
    previous: () => goTo(step - 1),
    goTo,
  };
}
