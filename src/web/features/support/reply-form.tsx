import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { attachmentProblem } from '@/shared/support/attachments';
import { ReplyToTicketInput } from '@/shared/support/ticket-inputs';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { notifySuccess } from '@/web/lib/notify';
import { useSendReply } from './api/use-ticket-actions';
import { useZodForm } from '@/web/lib/use-zod-form';
import { FilePicker } from './file-picker';
import type { TicketDetail } from './types';

/**
 * Reply to the requester (or, for handlers, add an internal note only staff
 * see), with up to five files. With files it goes as one multipart request:
 * the reply and its files are posted together or not at all, and on a
 * refusal the typed text and the chosen files stay for another try.
 */
export function ReplyForm({ ticket, autoFocus }: { ticket: TicketDetail; autoFocus: boolean }) {
  const form = useZodForm(ReplyToTicketInput, {
    defaultValues: { ticketId: ticket.id, body: '', internal: false },
  });
  const [body, internal] = useWatch({ control: form.control, name: ['body', 'internal'] });
  const [files, setFiles] = useState<File[]>([]);
  const { plain: mutation, withFiles } = useSendReply(ticket.id, files, {
    onSent: () => {
      notifySuccess(internal ? 'Internal note added' : 'Reply sent', { duration: 3000 });
      form.reset({ ticketId: ticket.id, body: '', internal: false });
      setFiles([]);
    },
  });
  const isPending = mutation.isPending || withFiles.isPending;
  const fileProblem = attachmentProblem(files);
  const sendError = mutation.error
    ? describeError(mutation.error).message
    : (withFiles.error?.message ?? null);
  const error = form.formState.errors.body?.message;

  return (
    <Card className="p-6">
      <form
        aria-label="Reply"
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((values) => {
            if (fileProblem) return;
            if (files.length === 0) mutation.mutate(values);
            else withFiles.mutate(values);
          })(event)
        }
        className="space-y-3"
      >
        <FormField
          id="ticket-reply"
          label={internal ? 'Internal note' : 'Your reply'}
          error={error}
        >
          {(c) => (
            <Textarea {...fieldAria(c)} rows={4} autoFocus={autoFocus} {...form.register('body')} />
          )}
        </FormField>
        {ticket.isHandler && (
          <FormField
            id="ticket-reply-internal"
            label="Internal note (only people who handle tickets see it)"
            layout="inline"
          >
            {(c) => <Checkbox {...fieldAria(c)} {...form.register('internal')} />}
          </FormField>
        )}
        <FilePicker
          files={files}
          onChange={(next) => {
            setFiles(next);
            withFiles.reset();
          }}
        />
        {sendError && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {sendError}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={!body?.trim() || isPending || Boolean(fileProblem)}>
            {isPending ? 'Sending…' : internal ? 'Add Note' : 'Send Reply'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
