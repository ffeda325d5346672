import { OverturnFailInput } from '@/shared/checklists/catalogue';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useOverturnFail } from './api/use-checklist-mutations';

/**
 * A coordinator overturns a Fail with a reason (decision 012): the answer stays
 * on the record as given, shown as overturned, and no longer blocks Passed.
 */
export function OverturnDialog({
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
  const overturn = useOverturnFail({
    onDone: () => {
      setReason('');
      setError(undefined);
      onClose();
    },
    onProblem: setError,
  });
  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      {itemId && (
        <DialogContent title={`Overturn the fail of ${itemId}`}>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              const parsed = OverturnFailInput.safeParse({ inspectionId, itemId, reason });
              if (!parsed.success) {
                setError(parsed.error.issues[0]?.message);
                return;
              }
              overturn.mutate(parsed.data);
            }}
          >
            <p className="text-sm text-slate-700">
              The answer stays Fail on the record and in the report, marked as overturned by you
              with this reason. The inspection can then pass.
            </p>
            <FormField id="overturn-reason" label="Reason" error={error}>
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
              <Button type="submit" variant="danger" disabled={overturn.isPending}>
                Overturn fail
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
