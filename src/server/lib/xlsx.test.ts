import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toSheetName } from './xlsx';

describe('toSheetName', () => {
  it('keeps a plain title as it is', () => {
    expect(toSheetName('Custom Report')).toBe('Custom Report');
  });

  it('replaces the characters Excel refuses and cuts to 31 characters', () => {
    expect(toSheetName('Pass/Fail [Q1]: a*b?c\\d')).toBe('Pass Fail  Q1   a b c d');
    expect(toSheetName('x'.repeat(40))).toHaveLength(31);
  });

  it('gives names ExcelJS accepts where the raw title throws', () => {
    const workbook = new ExcelJS.Workbook();
    expect(() => workbook.addWorksheet('Pass/Fail')).toThrow();
    expect(() => workbook.addWorksheet(toSheetName('Pass/Fail'))).not.toThrow();
  });
});
