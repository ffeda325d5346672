import { UpdateInspectionStatusInput } from '@/shared/inspections/queries';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { useRef, useState } from 'react';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import type { SignaturePadHandle } from '@/web/features/inspections/evidence/signature-pad';
import { RefusedMoves } from '@/web/features/inspections/shared/refused-moves';
import { SignatureField } from '@/web/features/inspections/shared/status-form-fields';
import {
  buildStatusPayload,
  formatLocalIsoDate,
} from '@/web/features/inspections/shared/status-form';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useZodForm } from '@/web/lib/use-zod-form';
import { enqueueChange, type KeptInspection } from '@/web/offline/api';
import { completionChoices } from './completion-choices';

const SIGNATURE_REQUIRED = 'Sign above: your signature completes the inspection on site.';

type SignAndCompleteProps = { kept: KeptInspection; isOpen: boolean; onClose: () => void };

/**
 * Sign and complete on site: the outcome (Passed or Failed, as the checklist on the device
 * allows), the completion date, notes and the inspector's signature. Kept as two changes in
 * order, the signature then the status with the version the device last saw, so the server
 * has the signature before it judges the completion.
 */
export function SignAndCompleteDialog({ kept, isOpen, onClose }: SignAndCompleteProps) {
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && (
        <DialogContent
          title="Sign and complete"
          description={`Inspection ${kept.inspection.reference}`}
        >
          <CompletionForm kept={kept} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The completion's form and the two changes it keeps on the device, in order. */
function useCompletion(kept: KeptInspection, onClose: () => void) {
  const { id, version } = kept.inspection;
  const pad = useRef<SignaturePadHandle>(null);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const form = useZodForm(UpdateInspectionStatusInput, {
    defaultValues: {
      id,
      completionNotes: '',
      completedDate: formatLocalIsoDate(),
      expectedVersion: version,
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const png = await pad.current?.toPng();
    if (!png) return setSignatureError(SIGNATURE_REQUIRED);
    setSignatureError(null);
    try {
      await enqueueChange(
        { kind: 'attach', inspectionId: id, purpose: 'signature', itemId: null },
        { blob: png, fileName: 'signature.png', mime: 'image/png' },
      );
      const payload = buildStatusPayload(id, version, {
        status: values.status,
        completionNotes: values.completionNotes,
        completedDate: values.completedDate ?? '',
      });
      await enqueueChange({ kind: 'status', ...payload });
      notifySuccess(
        `${kept.inspection.reference} completed on this device: it is sent when online.`,
      );
      onClose();
    } catch (error) {
      notifyError(error);
    }
  });
  return { form, pad, signatureError, submit };
}

function CompletionForm({ kept, onClose }: { kept: KeptInspection; onClose: () => void }) {
  const choices = completionChoices(kept);
  const { form, pad, signatureError, submit } = useCompletion(kept, onClose);
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
      <div>
        <FormField id="on-site-status" label="Status" error={errors.status?.message}>
          {(c) => (
            <Select
              {...fieldAria(c)}
              {...form.register('status', {
                setValueAs: (v: string) => (v === '' ? undefined : v),
              })}
            >
              <option value="">Choose Passed or Failed</option>
              {choices.options.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <RefusedMoves refused={choices.refused} />
      </div>
      <FormField
        id="on-site-completed-date"
        label="Completion date"
        error={errors.completedDate?.message}
      >
        {(c) => (
          <Input
            {...fieldAria(c)}
            type="date"
            max={formatLocalIsoDate()}
            required
            {...form.register('completedDate')}
          />
        )}
      </FormField>
      <FormField
        id="on-site-notes"
        label="Completion notes"
        error={errors.completionNotes?.message}
      >
        {(c) => <Textarea {...fieldAria(c)} rows={3} {...form.register('completionNotes')} />}
      </FormField>
      <SignatureField padRef={pad} isRequired error={signatureError} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || choices.options.length === 0}>
          Sign and complete
        </Button>
      </div>
    </form>
  );
}
