/** What a finished export gives the panel. */
export type DownloadedExport = { fileName: string; bytes: number };

/** The file name from Content-Disposition (the UTF-8 filename* first), else a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8?.[1]) return decodeURIComponent(utf8[1]);
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** The server's message for a refused export ({ error } from the /api routes), else a generic one. */
async function messageOf(response: Response): Promise<string> {
  if (response.status === 401) return 'Your session has ended. Sign in again to export.';
  if (response.status === 403) return 'Your role cannot export this data.';
  try {
    const body = (await response.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string' && body.error !== 'Forbidden') return body.error;
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return 'The export failed. Please try again.';
}

/**
 * Fetches an export with the session cookie, reporting bytes received as the
 * server streams it, then hands the file to the browser as a download. Throws
 * an Error with the message to show when the server refuses or the transfer breaks.
 */
export async function downloadExport(
  url: string,
  fallbackName: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<DownloadedExport> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(await messageOf(response));
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      bytes += value.byteLength;
      onProgress(bytes);
    }
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return { fileName, bytes };
}

/** 0 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
