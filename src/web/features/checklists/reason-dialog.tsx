import { useState, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { FormField, fieldAria } from '@/web/components/form-field';

type ReasonDialogProps = {
  open: boolean;
  title: string;
  /** What the action does to the record, said before the reason is asked. */
  description?: ReactNode;
  fieldId: string;
  submitLabel: string;
  pending: boolean;
  /** The check's or the server's message for the reason, if any. */
  error: string | undefined;
  onSubmit: (reason: string) => void;
  onClose: () => void;
};

/**
 * A decision on a checklist item that needs a reason on the record (reject, overturn a fail,
 * override lateness): the one dialog for all of them. The typed reason lives while it is open.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      {props.open && <ReasonForm {...props} />}
    </Dialog>
  );
}

function ReasonForm(props: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <DialogContent title={props.title}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          props.onSubmit(reason);
        }}
      >
        {props.description && <p className="text-sm text-slate-700">{props.description}</p>}
        <FormField id={props.fieldId} label="Reason" error={props.error}>
          {(c) => (
            <Textarea
              {...fieldAria(c)}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={props.pending}>
            {props.submitLabel}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
