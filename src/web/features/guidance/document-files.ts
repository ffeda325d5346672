/** The guidance file routes (routes.ts on the server): plain multipart, not tRPC. */
export function documentDownloadUrl(documentId: string, versionId?: string): string {
  const base = `/api/guidance/documents/${encodeURIComponent(documentId)}/download`;
  return versionId ? `${base}?version=${encodeURIComponent(versionId)}` : base;
}

const STATUS_FALLBACKS: Record<number, string> = {
  401: 'Your session has ended. Sign in again to upload.',
  404: 'Guidance document not found.',
  413: 'The file is larger than 10MB.',
  415: 'Only PDF, DOCX and XLSX files can be uploaded.',
};

function readUploadError(status: number, body: string): string {
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
  return STATUS_FALLBACKS[status] ?? 'Upload failed. Please try again.';
}

/** POSTs text fields then the file; resolves with the server's answer or throws its message. */
export async function postDocumentForm<T>(
  url: string,
  fields: Record<string, string>,
  file: File,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  } catch {
    throw new Error('Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  if (!response.ok) throw new Error(readUploadError(response.status, text));
  return JSON.parse(text) as T;
}
