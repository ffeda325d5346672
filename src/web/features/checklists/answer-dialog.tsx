import {
  ChecklistAnswerFields,
  useAnswerForm,
  type AnswerTarget,
} from '@/web/components/checklist-answer-fields';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { useAnswerChecklistItem } from './api/use-checklist-mutations';

/** Pass, Fail, N/A or Unable to validate, with a comment; a Fail asks for its severity. */
export function AnswerDialog({
  inspectionId,
  target,
  onClose,
}: {
  inspectionId: string;
  target: AnswerTarget | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent title={`Answer ${target.itemId}`} description={target.label}>
          <AnswerForm inspectionId={inspectionId} target={target} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AnswerForm({
  inspectionId,
  target,
  onClose,
}: {
  inspectionId: string;
  target: AnswerTarget;
  onClose: () => void;
}) {
  const form = useAnswerForm(target);
  const save = useAnswerChecklistItem({ itemId: target.itemId, onDone: onClose });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) =>
        void form.handleSubmit((values) =>
          save.mutate({ inspectionId, itemId: target.itemId, ...values }),
        )(e)
      }
    >
      <ChecklistAnswerFields form={form} naAllowed={target.naAllowed} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save answer
        </Button>
      </div>
    </form>
  );
}
