import type { FieldError } from '@/shared/inspections/validation';
import { validateWizardStep, type WizardForm } from '@/shared/inspections/wizard-form';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/web/lib/notify';
import { buildRaiseDefectsPath } from '@/web/features/inspections/shared/raise-defects-offer';
import type { WizardConfig } from './wizard-config';
import { findFirstInvalidStep, listStepsBefore } from './wizard-steps';
import type { WizardDraft } from './use-wizard-draft';
import { describeError } from '@/web/lib/describe-error';
import { buildInspectionPath } from '@/web/app/paths';
import { readDuplicateWarning, type DuplicateNotice } from '../duplicate-warning';
import {
  useCreateInspection,
  useInvalidateInspections,
} from '@/web/features/inspections/api/use-inspection-mutations';

type FlowOptions = {
  config: WizardConfig;
  form: UseFormReturn<WizardForm>;
  initialStep: number;
};

/** Step state and the Next / Previous / submit rules of spec 01 section 4. */
export function useWizardFlow({ config, form, initialStep }: FlowOptions) {
  const navigate = useNavigate();
  const [step, setStep] = useState(initialStep);
  const [completedSteps, setCompletedSteps] = useState(() => listStepsBefore(initialStep));
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateNotice | null>(null);
  const pendingDraft = useRef<WizardDraft | null>(null);
  const create = useCreateInspection();
  const invalidateInspections = useInvalidateInspections();
  // Set before the draft pause is awaited, so a second Enter cannot submit twice.
  const [isSubmitting, setIsSubmitting] = useState(false);
  const submitting = useRef(false);
  const lastStep = config.steps.length - 1;

  const goTo = (target: number) => {
    if (submitting.current || target < 0 || target > lastStep) return;
    setErrors([]);
    setSubmitError(null);
    setStep(target);
  };

  const submit = async (draft: WizardDraft) => {
    const values = form.getValues();
    const invalid = findFirstInvalidStep(values, config.variant, config.steps.length);
    if (invalid) {
      // The fields to fix are not on the review step: take the user to them.
      setStep(invalid.step);
      setErrors(invalid.errors);
      return;
    }
    await send(draft, values, false);
  };

  const send = async (draft: WizardDraft, values: WizardForm, confirmDuplicate: boolean) => {
    setSubmitError(null);
    setDuplicate(null);
    submitting.current = true;
    setIsSubmitting(true);
    await draft.pause();
    const draftId = draft.getDraftId();
    const input =
      config.source === 'SCHEDULE_WIZARD'
        ? { source: 'SCHEDULE_WIZARD' as const, form: values, draftId, confirmDuplicate }
        : { source: 'COMPLETED_WIZARD' as const, form: values, draftId, confirmDuplicate };
    create.mutate(input, {
      onSuccess: (created) => {
        // Spec 01: success goes to the dashboard. A completed inspection with defects found
        // (or failed) is offered 'Raise defects' on the success message (issue 6).
        const hasDefects =
          config.source === 'COMPLETED_WIZARD' &&
          (created.defectsFound === true || created.status === 'FAILED');
        // Otherwise the message links to the new inspection (issue 28 point 6).
        notifySuccess(config.successMessage, {
          duration: 15_000,
          action: hasDefects
            ? {
                label: 'Raise defects',
                onClick: () => void navigate(buildRaiseDefectsPath(created.id)),
              }
            : {
                label: `View ${created.reference}`,
                onClick: () => void navigate(buildInspectionPath(created.id)),
              },
        });
        void invalidateInspections();
        void navigate(config.successPath);
      },
      onError: (error) => {
        const notice = readDuplicateWarning(error);
        if (notice) {
          pendingDraft.current = draft;
          setDuplicate(notice);
        } else {
          console.error(config.failureMessage, error);
          // Unlike the original, the user is told: a silent failure reads as success.
          setSubmitError(describeError(error, { fallback: config.failureMessage }).message);
        }
        submitting.current = false;
        setIsSubmitting(false);
        draft.resume();
      },
    });
  };

  const next = (draft: WizardDraft) => {
    if (submitting.current) return;
    if (step === lastStep) {
      void submit(draft);
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
    submitError,
    duplicate,
    confirmDuplicate: () => {
      if (pendingDraft.current) void send(pendingDraft.current, form.getValues(), true);
    },
    cancelDuplicate: () => setDuplicate(null),
    isLastStep: step === lastStep,
    isSubmitting,
    next,
    previous: () => goTo(step - 1),
    goTo,
  };
}
