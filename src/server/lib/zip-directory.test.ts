import { describe, expect, it } from 'vitest';
import {
  tinyEntries,
  XLSX_PARTS,
  xlsxWithManyEntries,
  zipOf,
  zipTruncated,
} from '../test-support/hostile-files';
import { hasTooManyZipEntries, zipEntryCount } from './zip-directory';

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
