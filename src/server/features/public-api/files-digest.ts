import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The SHA-256 of a multipart upload's files, in order: each file's field name, file name and
 * the SHA-256 of its bytes. It is what an upload's Idempotency-Key is compared by, and it is
 * computed one file at a time, so no request is ever held whole in memory: the upload feeds it
 * the file it holds anyway (`add`), a repeated request streams its files through it
 * (`digestUploadFiles`) and stores nothing.
 */
export class FilesDigest {
  private readonly outer = createHash('sha256');
  private files = 0;
  /** Set once every part was read: a request refused half-way has no digest. */
  private done = false;

  add(field: string, fileName: string, contentHash: string) {
    this.outer.update(`${JSON.stringify([field, fileName, contentHash])}\n`);
    this.files += 1;
  }

  finish() {
    this.done = true;
  }

  /** The hex digest, or null when the request was not read to its end. */
  value(): string | null {
    return this.done ? `${this.files}:${this.outer.copy().digest('hex')}` : null;
  }
}

/**
 * Reads a multipart request's files through a FilesDigest, keeping nothing: each file's bytes
 * are hashed as they arrive. The limits are the upload's own, so a request the upload would
 * refuse is refused here the same way (the error is thrown for the caller to answer).
 */
export async function digestUploadFiles(
  request: FastifyRequest,
  limits: Record<string, number>,
): Promise<string> {
  const digest = new FilesDigest();
  for await (const part of request.parts({ limits })) {
    if (part.type === 'field') continue;
    const content = createHash('sha256');
    for await (const chunk of part.file) content.update(chunk as Buffer);
    digest.add(part.fieldname, part.filename, content.digest('hex'));
  }
  digest.finish();
  return digest.value()!;
}
