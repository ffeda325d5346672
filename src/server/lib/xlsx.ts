import type { Readable } from 'node:stream';
import { XLSX_HELD_PARTS, xlsxPartTooLargeMessage } from './zip-directory';

/**
 * A worksheet name Excel accepts: it refuses names over 31 characters or with
 * any of \ / ? * [ ] :, and ExcelJS throws on them, so a title such as
 * 'Pass/Fail by Measure' would fail the whole export. Those characters become
 * spaces and the name is cut to 31.
 */
export function toSheetName(title: string): string {
  return title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
}

/** A workbook part unpacked past its limit while it was read (the message says which). */
export class XlsxTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxTooLargeError';
  }
}

export type XlsxInflationLimits = {
  /** Per part ExcelJS holds whole in memory (XLSX_HELD_PARTS). */
  heldPartBytes: number;
  /** All parts together (worksheets too: bounds the time and the temporary files). */
  totalBytes: number;
  /** Message when `totalBytes` is passed. */
  totalMessage: string;
};

type ZipEntryStream = Readable & { path?: unknown };

/**
 * Counts the bytes ExcelJS's streaming reader inflates from `body`, part by
 * part, and fails past the limits. ExcelJS reads with unzipper, which follows
 * the local headers and inflates each entry until its data ends: the sizes in
 * the central directory (checked at upload) are never enforced and can lie.
 * Hooks the unzipper stream ExcelJS pipes `body` into (its entries are only
 * observed: paused first, so no data is taken from ExcelJS). The returned
 * promise rejects with XlsxTooLargeError at the first byte past a limit;
 * `body` is destroyed then, and the caller must race its reads against it
 * (ExcelJS may wait forever on a part written to a temporary file).
 */
export function limitXlsxInflation(body: Readable, limits: XlsxInflationLimits): Promise<never> {
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  failed.catch(() => {});
  let total = 0;
  let stopped = false;
  const pipe = body.pipe.bind(body);
  body.pipe = <T extends NodeJS.WritableStream>(zip: T, options?: { end?: boolean }) => {
    const entries = zip as unknown as Readable;
    holdEndUntilEntriesRead(entries);
    entries.pause();
    entries.on('data', (entry: ZipEntryStream) => {
      if (!entry || typeof entry.on !== 'function') return;
      const part = typeof entry.path === 'string' ? entry.path : '';
      const held = XLSX_HELD_PARTS.has(part);
      let bytes = 0;
      entry.pause();
      // Destroyed with the error below: ExcelJS may have piped it to a file with no listener.
      entry.on('error', () => {});
      entry.on('data', (chunk: Buffer) => {
        if (stopped) return;
        bytes += chunk.length;
        total += chunk.length;
        const message =
          held && bytes > limits.heldPartBytes
            ? xlsxPartTooLargeMessage(part)
            : total > limits.totalBytes
              ? limits.totalMessage
              : null;
        if (!message) return;
        stopped = true;
        const error = new XlsxTooLargeError(message);
        fail(error);
        entry.destroy(error);
        entries.destroy();
        body.destroy();
      });
    });
    return pipe(zip, options);
  };
  return failed;
}

/**
 * unzipper (0.10, under ExcelJS 4.4) emits 'end' on its entry stream as soon as
 * the whole archive has been written into it, while entries it already parsed
 * still wait in the stream's buffer for ExcelJS to take them. ExcelJS stops at
 * that 'end', so a small file whose workbook.xml comes last (ExcelJS writes it
 * last: our own templates and exports) failed now and then as unreadable, about
 * 1 read in 100 with four at once. Only the stream's own 'end', sent once its
 * buffer is empty, gets through.
 */
function holdEndUntilEntriesRead(entries: Readable): void {
  const emit = entries.emit.bind(entries);
  entries.emit = ((event: string | symbol, ...args: unknown[]) =>
    event === 'end' && !entries.readableEnded ? false : emit(event, ...args)) as Readable['emit'];
}

/**
 * The values of `iterable`, each read raced against `failed`: the loop ends
 * with its error even when the source waits forever.
 */
export async function* raceAgainst<T>(
  iterable: AsyncIterable<T>,
  failed: Promise<never>,
): AsyncGenerator<T> {
  const iterator = iterable[Symbol.asyncIterator]();
  let aborted = false;
  failed.catch(() => {
    aborted = true;
  });
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), failed]);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    const closing = iterator.return?.();
    // A source still stuck in a read would never answer its return.
    if (closing && !aborted) await closing.catch(() => {});
    else closing?.catch(() => {});
  }
}
