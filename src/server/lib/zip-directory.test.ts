import { describe, expect, it } from 'vitest';
import {
  tinyEntries,
  XLSX_PARTS,
  xlsxWithManyEntries,
  zipTruncated,
} from '../test-support/hostile-files/office-files';
import { zipOf } from '../test-support/hostile-files/zips';
import {
  hasTooManyZipEntries,
  XLSX_MAX_HELD_PART_BYTES,
  xlsxOversizedPart,
  zipDirectoryEntries,
  zipEntryCount,
} from './zip-directory';

describe('ZIP entry count from the end records', () => {
  it('reads the count, the Zip64 count, and the headers really there', () => {
    expect(zipEntryCount(zipOf(XLSX_PARTS))).toBe(2);
    expect(zipEntryCount(xlsxWithManyEntries(105_000))).toBe(105_000);
    // A writer that stored the count modulo 65,536 (or lies): the headers are counted.
    expect(zipEntryCount(zipOf(tinyEntries(12_000), { declaredCount: 3 }))).toBe(10_001);
    expect(zipEntryCount(zipTruncated())).toBeNull();
  });

  it('works on the tail of a file, as the import keeps it', () => {
    const zip = xlsxWithManyEntries(20_000);
    const tail = zip.subarray(zip.length - 100_000);
    expect(hasTooManyZipEntries(tail, zip.length)).toBe(true);
    expect(hasTooManyZipEntries(xlsxWithManyEntries(9_000))).toBe(false);
  });
});

describe('declared sizes from the central directory', () => {
  it('lists each entry with its declared sizes, from the whole file or its tail', () => {
    const zip = zipOf([
      ...XLSX_PARTS,
      { name: 'xl/sharedStrings.xml', data: 'x'.repeat(5000), deflate: true },
    ]);
    const entries = zipDirectoryEntries(zip)!;
    expect(entries.map((e) => e.name)).toEqual([
      '[Content_Types].xml',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
    ]);
    expect(entries[2]).toMatchObject({ uncompressedSize: 5000 });
    expect(entries[2]!.compressedSize).toBeLessThan(100);
    expect(zipDirectoryEntries(zip.subarray(zip.length - 300), zip.length)).toEqual(entries);
    expect(zipDirectoryEntries(zipTruncated())).toBeNull();
    expect(zipDirectoryEntries(xlsxWithManyEntries(70_000))).toHaveLength(10_000);
  });

  it('names a held part (shared strings, styles) declared past 64 MB, not a worksheet', () => {
    const entry = (name: string, uncompressedSize: number) => ({
      name,
      compressedSize: 1,
      uncompressedSize,
    });
    expect(xlsxOversizedPart([entry('xl/sharedStrings.xml', XLSX_MAX_HELD_PART_BYTES)])).toBeNull();
    expect(xlsxOversizedPart([entry('xl/sharedStrings.xml', XLSX_MAX_HELD_PART_BYTES + 1)])).toBe(
      'xl/sharedStrings.xml',
    );
    expect(xlsxOversizedPart([entry('xl/styles.xml', 2 ** 31)])).toBe('xl/styles.xml');
    expect(xlsxOversizedPart([entry('xl/worksheets/sheet1.xml', 2 ** 31)])).toBeNull();
  });
});
