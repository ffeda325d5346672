import { zipOf as writeZip, type ZipPart } from '@/server/test-support/hostile-files/zips';

export type ZipEntry = ZipPart;

/** 2025-01-01 00:00 as an MS-DOS time and date: the corpus's entries all carry it. */
const CORPUS_STAMP = 0x5a210000;

/**
 * A zip archive of the corpus: UTF-8 names, a fixed stamp and level-9 deflate, through the
 * one hand-written zip builder. `declaredEntries` overrides the entry count in the end record
 * (at most 65,535) and `directoryOffsetShift` moves where it says the central directory starts.
 */
export function zipOf(
  entries: ZipEntry[],
  options: { declaredEntries?: number; directoryOffsetShift?: number } = {},
): Buffer {
  return writeZip(entries, {
    declaredCount: Math.min(options.declaredEntries ?? entries.length, 0xffff),
    directoryOffsetShift: options.directoryOffsetShift ?? 0,
    utf8Names: true,
    dosDateTime: CORPUS_STAMP,
    level: 9,
  });
}
