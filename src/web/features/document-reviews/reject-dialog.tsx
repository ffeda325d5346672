import { RejectDocumentInput, type RejectDocumentForm } from '@/shared/document-reviews/schemas';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Textarea } from '@/web/components/ui/textarea';
import { FormField, fieldAria } from '@/web/components/form-field';
import type { ReviewItem } from './review-types';
import { useZodForm } from '@/web/lib/use-zod-form';

type RejectDialogProps = {
  document: ReviewItem;
  isPending: boolean;
  error: string | null;
  onReject: (values: RejectDocumentForm) => void;
};

/** Reject with a reason: the installer and later reviewers need to know why. */
export function RejectDialog({ document, isPending, error, onReject }: RejectDialogProps) {
  const form = useZodForm(RejectDocumentInput, {
    defaultValues: { id: document.id, reason: '' },
  });
  const message = form.formState.errors.reason?.message;
  return (
    <DialogContent
      title="Reject document"
      description={`${document.name} from ${document.installerName}`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => void form.handleSubmit(onReject)(event)}
      >
        <FormField id="reject-reason" label="Reason" error={message}>
          {(control) => <Textarea {...fieldAria(control)} rows={4} {...form.register('reason')} />}
        </FormField>
        {error && (
          <Alert tone="error" role="alert">
            {error}
          </Alert>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={isPending}>
            {isPending ? 'Rejecting…' : 'Reject Document'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
