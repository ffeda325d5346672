import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENTS_PER_MESSAGE,
  attachmentProblem,
  formatFileSize,
} from '../../../shared/support/attachments';
import { ReplyToTicketInput } from '../../../shared/support/ticket-inputs';
import { FieldError } from '../../components/field-error';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { describeError } from '../../lib/describe-error';
import { useTRPC } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { buildReplyForm, sendReplyWithFiles } from './attachment-upload';
import type { TicketDetail } from './types';

/**
 * Reply to the requester (or, for handlers, add an internal note only staff
 * see), with up to five files. With files it goes as one multipart request:
 * the reply and its files are posted together or not at all, and on a
 * refusal the typed text and the chosen files stay for another try.
 */
export function ReplyForm({ ticket, autoFocus }: { ticket: TicketDetail; autoFocus: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useZodForm(ReplyToTicketInput, {
    defaultValues: { ticketId: ticket.id, body: '', internal: false },
  });
  const [body, internal] = useWatch({ control: form.control, name: ['body', 'internal'] });
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const sent = async () => {
    toast.success(internal ? 'Internal note added' : 'Reply sent', { duration: 3000 });
    form.reset({ ticketId: ticket.id, body: '', internal: false });
    setFiles([]);
    await queryClient.invalidateQueries({ queryKey: trpc.support.pathKey() });
  };
  const mutation = useMutation(trpc.support.reply.mutationOptions({ onSuccess: sent }));
  const withFiles = useMutation({
    mutationFn: (values: { body: string; internal: boolean }) =>
      sendReplyWithFiles(ticket.id, buildReplyForm(values.body, values.internal, files)),
    onSuccess: sent,
  });
  const isPending = mutation.isPending || withFiles.isPending;
  const fileProblem = attachmentProblem(files);
  const sendError = mutation.error
    ? describeError(mutation.error).message
    : (withFiles.error?.message ?? null);
  const error = form.formState.errors.body?.message;

  function addFiles(chosen: FileList | null) {
    if (!chosen) return;
    // Copied now: the FileList is live and emptied when the input is cleared below.
    const picked = [...chosen];
    // The same file chosen twice is listed once.
    const key = (f: File) => `${f.name}:${f.size}:${f.lastModified}`;
    setFiles((current) => {
      const seen = new Set(current.map(key));
      return [...current, ...picked.filter((f) => !seen.has(key(f)))];
    });
    withFiles.reset();
    if (fileInput.current) fileInput.current.value = '';
  }

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
        <Label htmlFor="ticket-reply">{internal ? 'Internal note' : 'Your reply'}</Label>
        <Textarea
          id="ticket-reply"
          rows={4}
          autoFocus={autoFocus}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'ticket-reply-error' : undefined}
          {...form.register('body')}
        />
        <FieldError id="ticket-reply-error" message={error} />
        {ticket.isHandler && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <Checkbox {...form.register('internal')} />
            Internal note (only people who handle tickets see it)
          </label>
        )}
        <div className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <label
              htmlFor={fileInputId}
              className="inline-flex h-8 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-emerald-600"
            >
              <Paperclip aria-hidden="true" className="h-4 w-4" />
              Attach files
              <input
                ref={fileInput}
                id={fileInputId}
                type="file"
                multiple
                accept={ATTACHMENT_ACCEPT}
                className="sr-only"
                onChange={(event) => addFiles(event.target.files)}
              />
            </label>
            <span className="text-xs text-slate-600">
              Up to {ATTACHMENTS_PER_MESSAGE} files, 10 MB each: PDF, images, text, DOCX, XLSX.
            </span>
          </div>
          {files.length > 0 && (
            <ul aria-label="Files to send" className="space-y-1">
              {files.map((file) => (
                <li
                  key={`${file.name}:${file.size}:${file.lastModified}`}
                  className="flex min-w-0 items-center gap-2 text-sm text-slate-800"
                >
                  <Paperclip aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
                  <span className="min-w-0 truncate" title={file.name}>
                    {file.name}
                  </span>
                  <span className="shrink-0 text-slate-600">({formatFileSize(file.size)})</span>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto shrink-0 px-2"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => {
                      setFiles((current) => current.filter((f) => f !== file));
                      withFiles.reset();
                    }}
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {fileProblem && (
            <p role="alert" className="text-sm text-red-800">
              {fileProblem}
            </p>
          )}
        </div>
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
