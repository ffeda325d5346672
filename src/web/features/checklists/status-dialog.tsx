import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useSetItemStatus } from './api/use-checklist-mutations';

/** Rejecting an item asks why; the reason is shown on the item and kept in the audit log. */
export function RejectDialog({
  inspectionId,
  itemId,
  onClose,
}: {
  inspectionId: string;
  itemId: string | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const setStatus = useSetItemStatus();
  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      {itemId && (
        <DialogContent title={`Reject ${itemId}`}>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason.trim()) {
                setError('Give the reason for the rejection');
                return;
              }
              setStatus.mutate(
                { inspectionId, itemId, status: 'Rejected', reason },
                {
                  onSuccess: () => {
                    setReason('');
                    setError(undefined);
                    onClose();
                  },
                },
              );
            }}
          >
            <FormField id="reject-reason" label="Reason" error={error}>
              {(c) => (
                <Textarea
                  {...fieldAria(c)}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </FormField>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={setStatus.isPending}>
                Reject
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
