import { useState } from 'react';
import { attachmentProblem } from '@/shared/support/attachments';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useAttachTicketFiles } from './api/use-ticket-actions';
import { FilePicker } from './file-picker';
import type { TicketDetail } from './types';

/** Adds files to the ticket itself (shown with its description), without writing a reply. */
export function TicketFilesForm({ ticket }: { ticket: TicketDetail }) {
  const [files, setFiles] = useState<File[]>([]);
  const mutation = useAttachTicketFiles(ticket.id, files, () => setFiles([]));
  return (
    <Card className="p-6">
      <form
        aria-label="Files on the ticket"
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (files.length > 0 && !attachmentProblem(files)) mutation.mutate();
        }}
      >
        <h2 className="text-lg font-semibold text-slate-900">Files on the ticket</h2>
        <p className="text-sm text-slate-600">
          Add screenshots or documents to the ticket without writing a reply.
        </p>
        <FilePicker
          files={files}
          label="Choose files"
          onChange={(next) => {
            setFiles(next);
            mutation.reset();
          }}
        />
        {mutation.error && (
          <p
            role="alert"
            className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {mutation.error.message}
          </p>
        )}
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={files.length === 0 || Boolean(attachmentProblem(files)) || mutation.isPending}
        >
          {mutation.isPending ? 'Adding…' : 'Add to Ticket'}
        </Button>
      </form>
    </Card>
  );
}
