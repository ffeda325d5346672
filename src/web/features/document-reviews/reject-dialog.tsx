import { RejectDocumentInput, type RejectDocumentForm } from '@/shared/document-reviews/schemas';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { FieldError } from '@/web/components/field-error';
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
        <div>
          <Label htmlFor="reject-reason">Reason</Label>
          <Textarea
            id="reject-reason"
            className="mt-1"
            rows={4}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? 'reject-reason-error' : undefined}
            {...form.register('reason')}
          />
          <FieldError id="reject-reason-error" message={message} />
        </div>
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
