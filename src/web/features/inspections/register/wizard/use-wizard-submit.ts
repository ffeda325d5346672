import type { FieldError } from '@/shared/inspections/validation';
import type { WizardForm } from '@/shared/inspections/wizard-form';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate, type NavigateFunction } from 'react-router';
import { notifySuccess } from '@/web/lib/notify';
import type { RouterOutputs } from '@/web/lib/trpc';
import { buildRaiseDefectsPath } from '@/web/features/inspections/shared/raise-defects-offer';
import type { WizardConfig } from './wizard-config';
import { findFirstInvalidStep } from './wizard-steps';
import type { WizardDraft } from './use-wizard-draft';
import { describeError } from '@/web/lib/describe-error';
import { buildInspectionPath } from '@/web/app/paths';
import { readDuplicateWarning, type DuplicateNotice } from '../duplicate-warning';
import {
  useCreateInspection,
  useInvalidateInspections,
} from '@/web/features/inspections/api/use-inspection-mutations';

type SubmitOptions = {
  config: WizardConfig;
  form: UseFormReturn<WizardForm>;
  /** The fields to fix are on an earlier step: the flow takes the user there. */
  onInvalid: (step: number, errors: FieldError[]) => void;
};

type CreatedInspection = RouterOutputs['inspection']['createInspectionDirect'];

/**
 * Spec 01: success goes to the dashboard. A completed inspection with defects found
 * (or failed) is offered 'Raise defects' on the success message (issue 6).
 */
function announceCreated(
  config: WizardConfig,
  created: CreatedInspection,
  navigate: NavigateFunction,
) {
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
}

/** Sending the wizard: the draft pause, the duplicate check and the failure message. */
export function useWizardSubmit({ config, form, onInvalid }: SubmitOptions) {
  const navigate = useNavigate();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<DuplicateNotice | null>(null);
  const pendingDraft = useRef<WizardDraft | null>(null);
  const create = useCreateInspection();
  const invalidateInspections = useInvalidateInspections();
  // Set before the draft pause is awaited, so a second Enter cannot submit twice.
  const [isSubmitting, setIsSubmitting] = useState(false);
  const submitting = useRef(false);

  const stopSubmitting = (draft: WizardDraft) => {
    submitting.current = false;
    setIsSubmitting(false);
    draft.resume();
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
        announceCreated(config, created, navigate);
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
        stopSubmitting(draft);
      },
    });
  };

  const submit = async (draft: WizardDraft) => {
    const values = form.getValues();
    const invalid = findFirstInvalidStep(values, config.variant, config.steps.length);
    if (invalid) {
      onInvalid(invalid.step, invalid.errors);
      return;
    }
    await send(draft, values, false);
  };

  return {
    submit,
    submitError,
    clearSubmitError: () => setSubmitError(null),
    duplicate,
    confirmDuplicate: () => {
      if (pendingDraft.current) void send(pendingDraft.current, form.getValues(), true);
    },
    cancelDuplicate: () => setDuplicate(null),
    isSubmitting,
    /** Read at once (not from state) so a key press during the pause is ignored. */
    isBusy: () => submitting.current,
  };
}
