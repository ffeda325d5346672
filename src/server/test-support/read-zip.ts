import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

/**
 * Every entry of a ZIP archive with its bytes, read by yauzl (a reader independent of the
 * writer) from the central directory, checking each entry's CRC-32 and size as it reads:
 * for the tests of the evidence ZIP (issue 32 point 8).
 */
export async function readZip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(archive, {
    lazyEntries: true,
    strictFileNames: true,
    validateEntrySizes: true,
  });
  const entries = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    entries.set(entry.fileName, await buffer(await zip.openReadStreamPromise(entry)));
  }
  return entries;
}
