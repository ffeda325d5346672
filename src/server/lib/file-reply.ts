import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StreamClosedError } from './stream-writer';

export const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  binary: 'application/octet-stream',
  // Already compressed: @fastify/compress leaves it alone (it would gzip octet-stream again).
  gzip: 'application/gzip',
} as const;

export type FileReplyOptions = {
  contentType: string;
  fileName: string;
  /** 'inline' lets the browser show it (previews); the default downloads it. */
  disposition?: 'attachment' | 'inline';
};

/**
 * Content-Disposition for any file name (RFC 6266): a quoted ASCII name in
 * which quotes, backslashes, control and non-ASCII characters become '_' (so
 * nothing can break out of the header), plus the exact UTF-8 name as
 * filename* only when the ASCII one had to change.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (fallback === fileName) return `${kind}; filename="${fallback}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sets the headers every file reply shares: type, disposition with a safe name,
 * and no caching anywhere, since every file is one user's, checked per request.
 */
export function setFileHeaders(reply: FastifyReply, options: FileReplyOptions): FastifyReply {
  return reply
    .header('content-type', options.contentType)
    .header(
      'content-disposition',
      contentDisposition(options.disposition ?? 'attachment', options.fileName),
    )
    .header('cache-control', 'private, no-store');
}

/**
 * Replies with a file that `produce` writes into a stream while it is sent, so
 * no export is held whole in memory. `produce` writes through
 * createChunkWriter(out) (or hands `out` to a streaming writer such as
 * ExcelJS's); the stream is ended when it resolves unless the writer ended it.
 * A failure after the headers are sent can only cut the download short: it is
 * logged and the stream destroyed, so the client sees an incomplete transfer
 * rather than a file that looks whole.
 */
export function sendStreamedFile(
  request: FastifyRequest,
  reply: FastifyReply,
  options: FileReplyOptions & { produce: (out: PassThrough) => Promise<unknown> },
): FastifyReply {
  const out = new PassThrough();
  options.produce(out).then(
    () => {
      if (!out.writableEnded) out.end();
    },
    (error: unknown) => {
      // A reader that went away is routine; anything else is a fault in the export.
      if (error instanceof StreamClosedError) {
        request.log.info({ fileName: options.fileName }, 'streamed file abandoned by the client');
      } else {
        request.log.error({ err: error, fileName: options.fileName }, 'streamed file failed');
      }
      out.destroy(error instanceof Error ? error : new Error('streamed file failed'));
    },
  );
  return setFileHeaders(reply, options).send(out);
}
