import { WithdrawEvidenceInput } from '@/shared/evidence/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { FieldError } from '@/web/components/field-error';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useTRPC } from '@/web/lib/trpc';
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
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useZodForm(WithdrawEvidenceInput, { defaultValues: { id, reason: '' } });
  const mutation = useMutation(
    trpc.evidence.withdraw.mutationOptions({
      onSuccess: async () => {
        toast.success('Evidence withdrawn');
        onDone();
        // The item's file count on the checklist drops too.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.evidence.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.checklists.forInspection.pathKey() }),
        ]);
      },
    }),
  );
  const error = form.formState.errors.reason?.message;
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={(event) => void form.handleSubmit((values) => mutation.mutate(values))(event)}
    >
      <div>
        <Label htmlFor="withdraw-reason">Reason</Label>
        <Textarea
          id="withdraw-reason"
          className="mt-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'withdraw-reason-error' : undefined}
          {...form.register('reason')}
        />
        <FieldError id="withdraw-reason-error" message={error} />
      </div>
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
