import { UpdateInspectionStatusInput } from '@/shared/inspections/queries';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { DialogClose } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { useTRPC } from '@/web/lib/trpc';
import { describeError } from '@/web/lib/describe-error';
import { FieldError } from '@/web/components/field-error';
import type { StatusTarget } from './inspection-types';
import {
  buildStatusPayload,
  formatLocalIsoDate,
  needsCompletionDate,
  optionsFromMoves,
} from './status-form';
import { RefusedMoves } from './refused-moves';
import { RaiseDefectsOffer } from './raise-defects-offer';
import { usePermissions } from '@/web/lib/use-permissions';
import { useZodForm } from '@/web/lib/use-zod-form';
import { SignaturePad, uploadSignature, type SignaturePadHandle } from '../evidence/signature-pad';

type UpdateStatusFormProps = { target: StatusTarget; onDone: () => void };

export function UpdateStatusForm({ target, onDone }: UpdateStatusFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { can } = usePermissions();
  const [isOfferingDefects, setIsOfferingDefects] = useState(false);
  // After a conflict the user reloads; the fresh status and version replace the row's.
  const [base, setBase] = useState({ status: target.status, version: target.version });
  const [reloadError, setReloadError] = useState<string | null>(null);
  const signature = useRef<SignaturePadHandle>(null);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const [isSigning, setIsSigning] = useState(false);
  const form = useZodForm(UpdateInspectionStatusInput, {
    defaultValues: {
      id: target.id,
      status: target.status,
      completionNotes: '',
      completedDate: formatLocalIsoDate(),
      expectedVersion: target.version,
    },
  });
  const { errors } = form.formState;
  const status = form.watch('status');
  // The server decides the moves from the checklist and the record (decision 012).
  const moves = useQuery(trpc.checklists.statusMoves.queryOptions({ inspectionId: target.id }));
  const offer = moves.data ? optionsFromMoves(base.status, moves.data.moves) : null;
  const chosenMove = moves.data?.moves.find((m) => m.status === status);
  const signatureRequired = chosenMove?.needsSignature ?? false;
  const invalidate = async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.inspection.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.checklists.pathKey() });
  };
  const mutation = useMutation(
    trpc.inspection.updateInspectionStatus.mutationOptions({
      onSuccess: async (_updated, variables) => {
        toast.success('Status updated');
        // A failed inspection usually has defects to raise: offer that before closing.
        if (variables.status === 'FAILED' && can('defects:manage')) setIsOfferingDefects(true);
        else onDone();
        await invalidate();
      },
    }),
  );
  const failure = mutation.error ? describeError(mutation.error) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    // The server applies the same rules; the offer only holds allowed moves, this covers a stale one.
    const refused = moves.data?.moves.find((m) => m.status === values.status && !m.allowed);
    if (refused?.reason) {
      form.setError('status', { message: refused.reason });
      return;
    }
    // Completing: the inspector's signature, when drawn, is stored first (it goes on the report).
    const png = needsCompletionDate(values.status) ? await signature.current?.toPng() : null;
    if (!png && signatureRequired) {
      setSignatureError(
        "Sign above: the inspector's signature is required to complete this inspection.",
      );
      return;
    }
    if (png) {
      setSignatureError(null);
      setIsSigning(true);
      try {
        await uploadSignature(target.id, png);
      } catch (error) {
        setSignatureError(error instanceof Error ? error.message : 'The signature was not saved.');
        return;
      } finally {
        setIsSigning(false);
      }
    }
    mutation.mutate(
      buildStatusPayload(target.id, base.version, {
        status: values.status,
        completionNotes: values.completionNotes,
        completedDate: values.completedDate ?? '',
      }),
    );
  });

  async function reload() {
    setReloadError(null);
    try {
      await invalidate();
      const fresh = await queryClient.fetchQuery(
        trpc.inspection.get.queryOptions({ id: target.id }),
      );
      setBase({ status: fresh.status, version: fresh.version });
      form.setValue('status', fresh.status);
      form.setValue('expectedVersion', fresh.version);
      mutation.reset();
    } catch (error) {
      setReloadError(describeError(error).message);
    }
  }

  if (isOfferingDefects) {
    return (
      <RaiseDefectsOffer inspectionId={target.id} reference={target.reference} onClose={onDone} />
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <div>
        <Label htmlFor="status-update-status">Status</Label>
        <Select
          id="status-update-status"
          className="mt-1"
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={errors.status ? 'status-update-status-error' : undefined}
          {...form.register('status')}
        >
          {(offer?.options ?? [base.status]).map((option) => (
            <option key={option} value={option}>
              {STATUS_LABELS[option]}
            </option>
          ))}
        </Select>
        <FieldError id="status-update-status-error" message={errors.status?.message} />
        {moves.isPending && (
          <p className="mt-1 text-sm text-slate-600">Checking which statuses are possible...</p>
        )}
        {moves.isError && (
          <div role="alert" className="mt-1 text-sm text-red-800">
            <p>{describeError(moves.error).message}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-1"
              onClick={() => void moves.refetch()}
            >
              Try again
            </Button>
          </div>
        )}
        {offer && <RefusedMoves refused={offer.refused} />}
      </div>
      {needsCompletionDate(status) && (
        <div>
          <Label htmlFor="status-update-date">Completion date</Label>
          <Input
            id="status-update-date"
            type="date"
            required
            className="mt-1"
            aria-invalid={errors.completedDate ? true : undefined}
            aria-describedby={errors.completedDate ? 'status-update-date-error' : undefined}
            {...form.register('completedDate')}
          />
          <FieldError id="status-update-date-error" message={errors.completedDate?.message} />
        </div>
      )}
      {needsCompletionDate(status) && (
        <div>
          <p className="text-sm font-medium text-slate-900">
            Inspector signature{signatureRequired ? ' (required)' : ''}
          </p>
          <p className="mb-1 text-xs text-slate-600">
            {signatureRequired
              ? 'Required to complete this inspection. Printed on the inspection report.'
              : 'Printed on the inspection report.'}
          </p>
          <SignaturePad ref={signature} label="Inspector signature" />
          {signatureError && (
            <p role="alert" className="mt-1 text-sm text-red-800">
              {signatureError}
            </p>
          )}
        </div>
      )}
      <div>
        <Label htmlFor="status-update-notes">Completion notes</Label>
        <Textarea
          id="status-update-notes"
          className="mt-1"
          aria-invalid={errors.completionNotes ? true : undefined}
          aria-describedby={errors.completionNotes ? 'status-update-notes-error' : undefined}
          {...form.register('completionNotes')}
        />
        <FieldError id="status-update-notes-error" message={errors.completionNotes?.message} />
      </div>
      {(failure || reloadError) && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <p>{reloadError ?? failure?.message}</p>
          {failure?.isConflict && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void reload()}>
              Reload
            </Button>
          )}
        </div>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending || isSigning || !moves.data}>
          {mutation.isPending ? 'Updating...' : 'Update Status'}
        </Button>
      </div>
    </form>
  );
}
