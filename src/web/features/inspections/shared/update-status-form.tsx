import { UpdateInspectionStatusInput } from '@/shared/inspections/queries';
import { useState } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { DialogClose } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { FormField, fieldAria } from '@/web/components/form-field';
import type { StatusTarget } from './inspection-types';
import {
  buildStatusPayload,
  formatLocalIsoDate,
  needsCompletionDate,
  optionsFromMoves,
} from './status-form';
import { RaiseDefectsOffer } from './raise-defects-offer';
import { usePermissions } from '@/web/lib/use-permissions';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useStatusMoves } from '../api/use-inspection-settings';
import {
  useReloadInspectionStatus,
  useUpdateInspectionStatus,
} from '../api/use-inspection-mutations';
import { SignatureField, StatusFailure, StatusSelectField } from './status-form-fields';
import { useSignatureStep } from './use-signature-step';

type UpdateStatusFormProps = { target: StatusTarget; onDone: () => void };

/** The form opens on the current status, today's date and the version the row was read at. */
function startValues(target: StatusTarget) {
  return {
    id: target.id,
    status: target.status,
    completionNotes: '',
    completedDate: formatLocalIsoDate(),
    expectedVersion: target.version,
  };
}

export function UpdateStatusForm({ target, onDone }: UpdateStatusFormProps) {
  const signature = useSignatureStep(target.id);
  const form = useZodForm(UpdateInspectionStatusInput, { defaultValues: startValues(target) });
  const { errors } = form.formState;
  const status = form.watch('status');
  const update = useStatusUpdate(target, form, onDone);
  const { base, moves, mutation } = update;
  const offer = moves.data ? optionsFromMoves(base.status, moves.data.moves) : null;
  const chosenMove = moves.data?.moves.find((m) => m.status === status);
  const signatureRequired = chosenMove?.needsSignature ?? false;

  const onSubmit = form.handleSubmit(async (values) => {
    // The server applies the same rules; the offer only holds allowed moves, this covers a stale one.
    const refused = moves.data?.moves.find((m) => m.status === values.status && !m.allowed);
    if (refused?.reason) {
      form.setError('status', { message: refused.reason });
      return;
    }
    if (!(await signature.store(values.status, signatureRequired))) return;
    mutation.mutate(
      buildStatusPayload(target.id, base.version, {
        status: values.status,
        completionNotes: values.completionNotes,
        completedDate: values.completedDate ?? '',
      }),
    );
  });

  if (update.isOfferingDefects) {
    return (
      <RaiseDefectsOffer inspectionId={target.id} reference={target.reference} onClose={onDone} />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <StatusSelectField
        options={offer?.options ?? [base.status]}
        refused={offer?.refused ?? null}
        moves={moves}
        error={errors.status?.message}
        registration={form.register('status')}
      />
      {needsCompletionDate(status) && (
        <CompletionFields
          registration={form.register('completedDate')}
          error={errors.completedDate?.message}
          signature={signature}
          isSignatureRequired={signatureRequired}
        />
      )}
      <FormField
        id="status-update-notes"
        label="Completion notes"
        error={errors.completionNotes?.message}
      >
        {(c) => <Textarea {...fieldAria(c)} {...form.register('completionNotes')} />}
      </FormField>
      <StatusFailure
        failure={update.failure}
        reloadError={update.reloadError}
        onReload={() => void update.reload()}
      />
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending || signature.isSigning || !moves.data}>
          {mutation.isPending ? 'Updating...' : 'Update Status'}
        </Button>
      </div>
    </form>
  );
}

type StatusForm = UseFormReturn<
  z.input<typeof UpdateInspectionStatusInput>,
  unknown,
  z.output<typeof UpdateInspectionStatusInput>
>;

/**
 * The status change and its aftermath: the moves the server allows, the mutation, the offer to
 * raise defects after a fail, and Reload after a conflict (the fresh status and version replace
 * the row's).
 */
function useStatusUpdate(target: StatusTarget, form: StatusForm, onDone: () => void) {
  const { can } = usePermissions();
  const [isOfferingDefects, setIsOfferingDefects] = useState(false);
  const [base, setBase] = useState({ status: target.status, version: target.version });
  const [reloadError, setReloadError] = useState<string | null>(null);
  // The server decides the moves from the checklist and the record (decision 012).
  const moves = useStatusMoves(target.id);
  const fetchLatest = useReloadInspectionStatus(target.id);
  const mutation = useUpdateInspectionStatus({
    onUpdated: (variables) => {
      // A failed inspection usually has defects to raise: offer that before closing.
      if (variables.status === 'FAILED' && can('defects:manage')) setIsOfferingDefects(true);
      else onDone();
    },
  });
  const failure = mutation.error ? describeError(mutation.error) : null;

  async function reload() {
    setReloadError(null);
    try {
      const fresh = await fetchLatest();
      setBase({ status: fresh.status, version: fresh.version });
      form.setValue('status', fresh.status);
      form.setValue('expectedVersion', fresh.version);
      mutation.reset();
    } catch (error) {
      setReloadError(describeError(error).message);
    }
  }

  return { base, moves, mutation, failure, reloadError, reload, isOfferingDefects };
}

type CompletionFieldsProps = {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  signature: ReturnType<typeof useSignatureStep>;
  isSignatureRequired: boolean;
};

/** A completing status asks for the completion date and the inspector's signature. */
function CompletionFields({
  registration,
  error,
  signature,
  isSignatureRequired,
}: CompletionFieldsProps) {
  return (
    <>
      <FormField id="status-update-date" label="Completion date" error={error}>
        {(c) => <Input {...fieldAria(c)} type="date" required {...registration} />}
      </FormField>
      <SignatureField
        padRef={signature.pad}
        isRequired={isSignatureRequired}
        error={signature.error}
      />
    </>
  );
}
