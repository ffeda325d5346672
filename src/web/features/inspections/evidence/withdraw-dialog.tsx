import { WithdrawEvidenceInput } from '@/shared/evidence/catalogue';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { FormField, fieldAria } from '@/web/components/form-field';
import { useWithdrawEvidence } from '../api/use-evidence';
import { useZodForm } from '@/web/lib/use-zod-form';

/** Withdraw one file, with a reason (evidence:withdraw); it stays listed as withdrawn. */
export function WithdrawEvidenceDialog({
  file,
  onClose,
}: {
  file: { id: string; fileName: string } | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={file !== null} onOpenChange={(open) => !open && onClose()}>
      {file && (
        <DialogContent
          title="Withdraw evidence"
          description={`${file.fileName} stays on the record, marked withdrawn, with your reason.`}
        >
          <WithdrawForm key={file.id} id={file.id} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function WithdrawForm({ id, onDone }: { id: string; onDone: () => void }) {
  const form = useZodForm(WithdrawEvidenceInput, { defaultValues: { id, reason: '' } });
  const mutation = useWithdrawEvidence({ onWithdrawn: onDone });
  const error = form.formState.errors.reason?.message;
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}
    >
      <FormField id="withdraw-reason" label="Reason" error={error}>
        {(c) => <Textarea {...fieldAria(c)} {...form.register('reason')} />}
      </FormField>
      {mutation.error && (
        <p role="alert" className="text-sm text-red-800">
          {describeError(mutation.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={mutation.isPending}>
          Withdraw
        </Button>
      </div>
    </form>
  );
}
