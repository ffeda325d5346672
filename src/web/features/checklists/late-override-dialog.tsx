import { OverrideLateRemediationInput } from '@/shared/checklists/remediation-review';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useOverrideLateRemediation } from './api/use-override-late';

/**
 * A coordinator overrides the lateness of a remediation submitted after its deadline, with a
 * reason: it stays late on the record (and against the installer) but may then be accepted.
 */
export function LateOverrideDialog({
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
  const override = useOverrideLateRemediation({
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
        <DialogContent title={`Override the late remediation of ${itemId}`}>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              const parsed = OverrideLateRemediationInput.safeParse({
                inspectionId,
                itemId,
                reason,
              });
              if (!parsed.success) {
                setError(parsed.error.issues[0]?.message);
                return;
              }
              override.mutate(parsed.data);
            }}
          >
            <p className="text-sm text-slate-700">
              The evidence came after the remediation deadline. It stays marked late and counts
              against the installer; with your reason on the record, someone who neither failed the
              item nor submitted the evidence can then accept it.
            </p>
            <FormField id="late-override-reason" label="Reason" error={error}>
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
              <Button type="submit" variant="danger" disabled={override.isPending}>
                Override
              </Button>
            </div>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}
