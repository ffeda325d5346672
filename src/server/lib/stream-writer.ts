import type { Writable } from 'node:stream';

/** Writes one chunk and resolves when the stream has taken it. */
export type WriteChunk = (chunk: string | Buffer) => Promise<void>;

/** Thrown to the producer once the stream it writes to is gone (client disconnected, storage failed). */
export class StreamClosedError extends Error {
  constructor() {
    super('output stream closed');
    this.name = 'StreamClosedError';
  }
}

/**
 * Resolves on 'drain'; rejects if the stream closes first, so a producer never
 * waits forever on a reader that went away.
 */
export function waitForDrain(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(new StreamClosedError());
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      stream.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      stream.off('drain', onDrain);
      reject(new StreamClosedError());
    };
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

/**
 * A writer with back-pressure: each write resolves once the chunk is buffered,
 * waiting for 'drain' while the stream is full, and rejects once the stream is
 * destroyed. A producer that awaits every write therefore holds at most one
 * chunk beyond the stream's buffer, and stops (releasing its database
 * transaction, which PGlite's one connection needs) when the reader is gone.
 */
export function createChunkWriter(stream: Writable): WriteChunk {
  return async (chunk) => {
    if (stream.destroyed) throw new StreamClosedError();
    if (!stream.write(chunk)) await waitForDrain(stream);
  };
}
