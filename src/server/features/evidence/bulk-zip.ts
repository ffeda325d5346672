import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Storage } from '@/server/storage/storage';
import type { ZipEntry } from './bulk-manifest';

export type EvidenceZip = {
  /** The archive's bytes, produced as the reader takes them. */
  stream: Readable;
  /** The archive's exact size, known before the first byte (every entry is stored, not deflated). */
  size: number;
  /** Stops reading stored files and ends the archive unfinished (the reader went away). */
  abort: (reason: Error) => void;
};

/**
 * A ZIP of the manifest and the evidence files, streamed: each file is read from storage
 * only when its turn comes (yazl's lazy read streams), one at a time, and flows through to
 * the reader with back-pressure, so memory stays flat whatever the archive's size.
 * Photos and PDFs are already compressed, so entries are stored, not deflated: no CPU
 * spent for nothing, and the size is known at once (the browser shows real progress).
 */
export function streamEvidenceZip(
  storage: Storage,
  manifest: Buffer,
  entries: ZipEntry[],
  onError: (error: Error) => void,
): EvidenceZip {
  const zip = new ZipFile();
  let reading: Readable | null = null;
  let failed = false;
  const fail = (error: Error) => {
    if (failed) return;
    failed = true;
    reading?.destroy();
    // The reader sees a cut-short transfer, never an archive that looks whole.
    (zip.outputStream as Readable).destroy(error);
    onError(error);
  };
  zip.on('error', (error: Error) => fail(error));
  const generated = new Date();
  zip.addBuffer(manifest, 'manifest.csv', { mtime: generated, compress: false });
  for (const entry of entries) {
    const mtime = entry.row.capturedAt ?? entry.row.createdAt;
    zip.addReadStreamLazy(
      entry.path,
      { mtime, compress: false, size: entry.row.size },
      (callback) => {
        storage.getFile(entry.row.storageKey).then(
          (stream) => {
            reading = stream;
            // A read that fails part-way would leave yazl waiting for bytes forever.
            stream.once('error', (error: Error) => fail(error));
            callback(null, stream);
          },
          (error: unknown) => callback(error, undefined as unknown as Readable),
        );
      },
    );
  }
  let size = -1;
  // @types/yazl leaves out the callback's argument: the archive's size, or -1 when unknown.
  const endWithSize = (onSize: (total: number) => void) =>
    (zip.end as (this: ZipFile, options: object, onSize: (total: number) => void) => void).call(
      zip,
      {},
      onSize,
    );
  endWithSize((total) => {
    size = total;
  });
  return {
    stream: zip.outputStream as Readable,
    size,
    abort: (reason) => fail(reason),
  };
}
