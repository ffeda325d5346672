import {
  ChecklistAnswerFields,
  useAnswerForm,
  type AnswerTarget,
} from '@/web/components/checklist-answer-fields';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { notifyError } from '@/web/lib/notify';
import { editEntry, enqueueChange, type DeviceChange } from '@/web/offline/api';

/**
 * An answer on site: the item's values, the server's `answeredAt` the device took them from
 * (the base a conflict is judged by) and, when fixing a refused answer, that outbox entry.
 */
export type OnSiteAnswerTarget = AnswerTarget & {
  answeredAt: string | null;
  editingSeq: number | null;
};

type OnSiteAnswerDialogProps = {
  inspectionId: string;
  target: OnSiteAnswerTarget | null;
  onClose: () => void;
  /** After a refused answer is edited: send the outbox again. */
  onEdited: () => void;
};

/** The inspection page's answer form, kept on the device and sent by the outbox. */
export function OnSiteAnswerDialog({
  inspectionId,
  target,
  onClose,
  onEdited,
}: OnSiteAnswerDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent title={`Answer ${target.itemId}`} description={target.label}>
          <AnswerForm
            inspectionId={inspectionId}
            target={target}
            onClose={onClose}
            onEdited={onEdited}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AnswerForm({
  inspectionId,
  target,
  onClose,
  onEdited,
}: OnSiteAnswerDialogProps & { target: OnSiteAnswerTarget }) {
  const form = useAnswerForm(target);
  const save = form.handleSubmit(async (values) => {
    const change: DeviceChange = {
      kind: 'answer',
      inspectionId,
      itemId: target.itemId,
      base: { answeredAt: target.answeredAt },
      resolution: null,
      ...values,
    };
    try {
      if (target.editingSeq === null) await enqueueChange(change);
      else {
        await editEntry(target.editingSeq, change);
        onEdited();
      }
      onClose();
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <form noValidate className="space-y-4" onSubmit={(e) => void save(e)}>
      <ChecklistAnswerFields form={form} naAllowed={target.naAllowed} />
      <p className="text-xs text-slate-600">
        Kept on this device and sent when online; the item shows &lsquo;Not yet sent&rsquo; until
        then.
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Save answer
        </Button>
      </div>
    </form>
  );
}
