import type { ImportEntity } from '@/shared/imports/catalogue';

/** POST /api/imports/uploads; the server's message on refusal. */
export async function uploadImportFile(file: File, entity: ImportEntity, converter: boolean) {
  const form = new FormData();
  form.append('entity', entity);
  form.append('converter', String(converter));
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/imports/uploads', {
      method: 'POST',
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new Error('Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  if (!response.ok) {
    let message = `The upload failed (${response.status}).`;
    try {
      message = (JSON.parse(text) as { error?: string }).error ?? message;
    } catch {
      // not JSON: keep the status message
    }
    throw new Error(message);
  }
  return JSON.parse(text) as { id: string; savedMapping: boolean };
}
