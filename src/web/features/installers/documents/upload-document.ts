export const DOCUMENT_TYPES = [
  'Certificate',
  'Insurance',
  'Accreditation',
  'Training record',
  'Contract',
  'Other',
] as const;

// Used only when the server's reply carries no message of its own.
const STATUS_FALLBACKS: Record<number, string> = {
  401: 'Your session has ended. Sign in again to upload.',
  403: 'You do not have permission to upload documents.',
  404: 'Installer not found.',
  413: 'The file is too large. The limit is 10 MB.',
  415: 'This file type is not accepted. Upload a PDF, DOCX, XLSX, PNG or JPEG file.',
};

/** The message for a refused upload: the server's own words when it sent any (413, 415, ...). */
export function readUploadError(status: number, body: string): string {
  const fromServer = readMessage(body);
  if (fromServer) return fromServer;
  return STATUS_FALLBACKS[status] ?? 'The upload failed. Please try again.';
}

// The upload route answers { error }; other handlers (Fastify's own) answer { message }.
function readMessage(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return null;
    for (const key of ['error', 'message'] as const) {
      const value: unknown = key in parsed ? (parsed as Record<string, unknown>)[key] : null;
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    return null;
  } catch {
    return null;
  }
}

/** Fields before the file: a streaming multipart parser only sees fields sent ahead of it. */
export function buildUploadForm(file: File, type: string, expiryDate: string): FormData {
  const form = new FormData();
  form.append('type', type);
  form.append('expiryDate', expiryDate);
  form.append('file', file);
  return form;
}

export function buildUploadUrl(installerId: string): string {
  return `/api/installers/${encodeURIComponent(installerId)}/documents`;
}

export function buildDownloadUrl(documentId: string): string {
  return `/api/installer-documents/${encodeURIComponent(documentId)}`;
}

/** POSTs the file with the session cookie; resolves, or throws with the message to show. */
export async function uploadDocument(installerId: string, form: FormData): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUploadUrl(installerId), {
      method: 'POST',
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new Error('Could not reach the server. Check your connection and try again.');
  }
  if (!response.ok) throw new Error(readUploadError(response.status, await response.text()));
}
