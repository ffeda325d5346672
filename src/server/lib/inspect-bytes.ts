import { Transform } from 'node:stream';

/** An upload refused before it reaches storage, with the HTTP status to answer. */
export class UploadRefusedError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefusedError';
  }
}

export type ByteCheck = {
  /** How many leading bytes `isGenuine` needs (fewer when the file is shorter). */
  sniffBytes: number;
  /** Whether the file's leading bytes are those of the kind it claims to be. */
  isGenuine: (head: Buffer) => boolean;
  maxBytes: number;
  tooLargeMessage: string;
  unsupportedMessage: string;
};

/**
 * The streaming check behind every upload: counts the bytes (413 past
 * maxBytes) and holds back the first sniffBytes until isGenuine has accepted
 * them (415 otherwise), so nothing that is not what it claims reaches storage.
 */
export function inspectBytes(check: ByteCheck): Transform {
  const unsupported = () => new UploadRefusedError(415, check.unsupportedMessage);
  let size = 0;
  let head: Buffer[] = [];
  let isChecked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > check.maxBytes) {
        return callback(new UploadRefusedError(413, check.tooLargeMessage));
      }
      if (isChecked) return callback(null, chunk);
      head.push(chunk);
      const start = Buffer.concat(head);
      if (start.length < check.sniffBytes) return callback();
      head = [];
      isChecked = true;
      return check.isGenuine(start) ? callback(null, start) : callback(unsupported());
    },
    flush(callback) {
      if (isChecked) return callback();
      const start = Buffer.concat(head);
      return check.isGenuine(start) ? callback(null, start) : callback(unsupported());
    },
  });
}
