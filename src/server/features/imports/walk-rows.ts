import { IMPORT_BATCH_ROWS } from '@/shared/imports/catalogue';
import type { Tx } from '@/server/db/client';
import { flushBatch } from './flush-batch';
import { addError, tick, type Good, type Pass } from './pass-state';
import { readRows } from './read-rows';
import { checkRow, type CheckedRow, type RowError } from './validate';

const YIELD_EVERY_ROWS = 50;
/** The natural key a duplicate within the file is named by. */
const KEY_LABELS = {
  inspections: 'Property ID',
  installers: 'QMP certificate number',
  measures: 'UMR',
} as const;
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

function duplicateError(row: Good, firstRow: number, label: string): RowError {
  return {
    rowNumber: row.rowNumber,
    column: label,
    value:
      row.entity === 'inspections'
        ? row.values.policyId
        : row.entity === 'measures'
          ? row.values.umr
          : row.values.name,
    message: `Duplicate of row ${firstRow} in this file (same ${label})`,
  };
}

/** Counts a checked row; returns it when it is to be looked up and written. */
function takeRow(pass: Pass, checked: CheckedRow, rowNumber: number, keyLabel: string) {
  const { counts } = pass;
  if (checked.ok === 'blank') {
    counts.skip++;
    return null;
  }
  if (checked.ok === false) {
    counts.errors++;
    checked.errors.forEach((e) => addError(pass, e));
    if (pass.atomic) pass.failedWrites = true;
    return null;
  }
  const first = pass.seen.get(checked.key);
  if (first !== undefined) {
    counts.errors++;
    addError(pass, duplicateError(checked, first, keyLabel));
    if (pass.atomic) pass.failedWrites = true;
    return null;
  }
  pass.seen.set(checked.key, rowNumber);
  if (checked.entity === 'inspections') pass.measures.add(checked.values.measureCode);
  // Rows already committed by an interrupted import are counted, not written again.
  if (pass.dataRow > pass.resumeFrom) return checked;
  counts.insert++;
  return null;
}

/**
 * Reads and checks the rows; each full batch is written while the next one is read
 * and checked (one batch in flight at a time, so batches still commit in order and
 * the reading, which is CPU in this process, overlaps the database's work).
 */
export async function walkRows(pass: Pass, tx: Tx | null) {
  const { file } = pass;
  const keyLabel = KEY_LABELS[file.entity];
  let batch: Good[] = [];
  let headerDone = false;
  let inFlight: Promise<void> | null = null;
  const settle = async () => {
    const previous = inFlight;
    inFlight = null;
    if (previous) await previous;
  };
  try {
    for await (const { rowNumber, cells } of readRows(
      pass.deps.storage,
      file.storageKey,
      file.format,
      (b) => (pass.bytes = b),
    )) {
      if (!headerDone) {
        headerDone = true;
        continue;
      }
      pass.dataRow++;
      pass.counts.rowsRead++;
      // Rows already parsed come through promise jobs only, which starve the socket: let
      // the batch being written hear back from the database and send its next statement.
      // XLSX (many rows per read) gains most: 100,000 rows in 18.1-21.9 s with this against
      // 18.5-23.7 s without, four interleaved pairs (docs/imports.md, 26 Nov third round).
      if (inFlight && pass.dataRow % YIELD_EVERY_ROWS === 0) await yieldToIo();
      const checked = checkRow(file.entity, file.headers, file.mapping, rowNumber, cells);
      const taken = takeRow(pass, checked, rowNumber, keyLabel);
      if (taken) batch.push(taken);
      if (pass.dataRow % IMPORT_BATCH_ROWS === 0) {
        await settle();
        const rows = batch;
        const rowsAtEnd = pass.dataRow;
        batch = [];
        const work = (async () => {
          await flushBatch(pass, tx, rows, rowsAtEnd);
          await tick(pass, rowsAtEnd);
        })();
        work.catch(() => undefined); // awaited by settle(); no unhandled rejection meanwhile
        inFlight = work;
      }
    }
    await settle();
    const rows = batch;
    batch = [];
    await flushBatch(pass, tx, rows, pass.dataRow);
  } finally {
    // A read error while a batch is being written: let the write end first.
    if (inFlight) await (inFlight as Promise<void> | null)?.catch(() => undefined);
  }
}
