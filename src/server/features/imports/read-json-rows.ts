import { pipeline, Readable, Transform } from 'node:stream';
import streamArray from 'stream-json/streamers/stream-array.js';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@/shared/imports/catalogue';
import { lodgementRecords } from './lodgement-json';
import { ImportFileError, trimRow, type SheetRow } from './sheet-row';

// JSON import files: an array of records (streamed), or a TrustMark lodgement (docs/sampling.md):
// an array of lodgements, one lodgement object, or { lodgements: [...] }, each measure one record.

/** Cells of one JSON record, in header order (nested values as JSON text). */
function jsonCells(headers: string[], item: unknown): string[] {
  const record =
    item && typeof item === 'object' && !Array.isArray(item)
      ? (item as Record<string, unknown>)
      : {};
  return trimRow(
    headers.map((h) => {
      const v = record[h];
      if (v === null || v === undefined) return '';
      if (typeof v === 'object') return JSON.stringify(v);
      if (typeof v === 'boolean') return v ? 'Yes' : 'No';
      return typeof v === 'string' ? v : JSON.stringify(v);
    }),
  );
}

/** Records whose keys make the header row (keys first seen later are not columns). */
const JSON_HEADER_SAMPLE = 1000;

/** Records to rows: the header row from the keys of the first 1,000, then one row per record. */
async function* recordRows(records: AsyncIterable<unknown>): AsyncGenerator<SheetRow> {
  const headers: string[] = [];
  const seen = new Set<string>();
  let sample: unknown[] = [];
  let headerDone = false;
  let rowNumber = 1;
  function* header(): Generator<SheetRow> {
    headerDone = true;
    if (headers.length > IMPORT_MAX_COLUMNS)
      throw new ImportFileError(IMPORT_MESSAGES.tooManyColumns);
    yield { rowNumber: 1, cells: headers };
    for (const item of sample) yield { rowNumber: ++rowNumber, cells: jsonCells(headers, item) };
    sample = [];
  }
  for await (const value of records) {
    if (headerDone) {
      yield { rowNumber: ++rowNumber, cells: jsonCells(headers, value) };
      continue;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const key of Object.keys(value)) {
        if (!seen.has(key)) {
          seen.add(key);
          headers.push(key);
        }
      }
    }
    sample.push(value);
    if (sample.length >= JSON_HEADER_SAMPLE) yield* header();
  }
  if (!headerDone) yield* header();
}

/** The first non-blank character (after a BOM), and the body again from its first byte. */
async function peek(body: Readable): Promise<{ topLevel: string; stream: Readable }> {
  const chunks = body[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let topLevel = '';
  while (!topLevel) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value as Buffer);
    topLevel = Buffer.concat(head)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .charAt(0);
  }
  async function* again() {
    yield* head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { topLevel, stream: Readable.from(again(), { objectMode: false }) };
}

/** Array elements one at a time (stream-json, pinned); a lodgement gives a record per measure. */
async function* arrayRecords(stream: Readable): AsyncGenerator<unknown> {
  let first = true;
  const stripBom = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let data = chunk;
      if (first) {
        first = false;
        if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf) data = data.subarray(3);
      }
      callback(null, data);
    },
  });
  const elements = streamArray.withParserAsStream();
  pipeline(stream, stripBom, elements, () => undefined);
  try {
    for await (const { value } of elements as AsyncIterable<{ value: unknown }>)
      yield* lodgementRecords(value) ?? [value];
  } finally {
    elements.destroy();
  }
}

/** One object: a lodgement (or several under `lodgements`), read whole (a file is at most 50 MB). */
async function* objectRecords(stream: Readable): AsyncGenerator<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > IMPORT_MAX_BYTES) throw new ImportFileError(IMPORT_MESSAGES.tooLarge);
    chunks.push(chunk as Buffer);
  }
  const parsed: unknown = JSON.parse(
    Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  );
  const records = lodgementRecords(parsed);
  if (!records) throw new ImportFileError(IMPORT_MESSAGES.json);
  yield* records;
}

/**
 * A JSON file's rows: an array streamed one element at a time (only the first 1,000 records are
 * held, for the header row), one object read whole when it is a lodgement.
 */
export async function* jsonRows(body: Readable): AsyncGenerator<SheetRow> {
  let topLevel = '';
  try {
    const peeked = await peek(body);
    topLevel = peeked.topLevel;
    if (topLevel !== '[' && topLevel !== '{') throw new ImportFileError(IMPORT_MESSAGES.json);
    const records = topLevel === '[' ? arrayRecords(peeked.stream) : objectRecords(peeked.stream);
    yield* recordRows(records);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    if (topLevel !== '[' && topLevel !== '{') throw new ImportFileError(IMPORT_MESSAGES.json);
    throw new ImportFileError(`${IMPORT_MESSAGES.corrupt} ${IMPORT_MESSAGES.json}`);
  } finally {
    body.destroy();
  }
}
