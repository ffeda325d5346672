/** The support file routes (attachment-routes.ts on the server): plain multipart, not tRPC. */
export function attachmentDownloadUrl(attachmentId: string): string {
  return `/api/support/attachments/${encodeURIComponent(attachmentId)}`;
}

// Used only when the server's answer carries no message of its own.
const STATUS_FALLBACKS: Record<number, string> = {
  401: 'Your session has ended. Sign in again to send files.',
  404: 'Support ticket not found.',
  413: 'A file is too large. The limit is 10 MB per file.',
  415: 'This file type cannot be attached.',
};

/** The server answers { error }; Fastify's own refusals { message }. */
export function readUploadError(status: number, body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      for (const key of ['error', 'message']) {
        const value: unknown = (parsed as Record<string, unknown>)[key];
        if (typeof value === 'string' && value.trim() !== '') return value;
      }
    }
  } catch {
    // not JSON: fall through
  }
  return STATUS_FALLBACKS[status] ?? 'Sending failed. Please try again.';
}

/** Text fields first, then the files, as the server reads them. */
export function buildReplyForm(body: string, internal: boolean, files: readonly File[]): FormData {
  const form = new FormData();
  form.append('body', body);
  form.append('internal', internal ? 'true' : 'false');
  for (const file of files) form.append('files', file);
  return form;
}

/** Files added to the ticket itself, not to a reply. */
export function buildFilesForm(files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return form;
}

/** POSTs a reply with its files; resolves, or throws with the message to show. */
export function sendReplyWithFiles(ticketId: string, form: FormData): Promise<void> {
  return postForm(`/api/support/tickets/${encodeURIComponent(ticketId)}/replies`, form);
}

/** POSTs files onto the ticket itself. */
export function attachToTicket(ticketId: string, form: FormData): Promise<void> {
  return postForm(`/api/support/tickets/${encodeURIComponent(ticketId)}/attachments`, form);
}

async function postForm(url: string, form: FormData): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new Error('Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw new Error(readUploadError(response.status, await response.text()));
}
