import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Select } from '@/web/components/ui/select';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useFollowupAssignees } from './api/use-followup-queries';

type ReassignDialogProps = {
  count: number | null;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (assigneeId: string) => void;
};

/** 'Reassign': choose who takes the selected items; the new assignee is notified. */
export function ReassignDialog({ count, isPending, onClose, onConfirm }: ReassignDialogProps) {
  const assignees = useFollowupAssignees(count !== null);
  const [assigneeId, setAssigneeId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const noun = count === 1 ? '1 follow-up' : `${count ?? 0} follow-ups`;
  return (
    <Dialog
      open={count !== null}
      onOpenChange={(open) => {
        if (open) return;
        setAssigneeId('');
        setError(undefined);
        onClose();
      }}
    >
      {count !== null && (
        <DialogContent
          title={`Reassign ${noun}`}
          description="Completed items are left as they are. The new assignee is notified."
        >
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (!assigneeId) {
                setError('Assignee is required');
                return;
              }
              onConfirm(assigneeId);
            }}
          >
            <FormField id="reassign-assignee" label="Assign to" error={error}>
              {(control) => (
                <Select
                  {...fieldAria(control)}
                  value={assigneeId}
                  onChange={(e) => {
                    setAssigneeId(e.target.value);
                    setError(undefined);
                  }}
                >
                  <option value="">
                    {assignees.isPending ? 'Loading people…' : 'Choose a person'}
                  </option>
                  {(assignees.data ?? []).map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <div className="flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={isPending}>
                {isPending ? 'Reassigning…' : `Reassign ${noun}`}
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
