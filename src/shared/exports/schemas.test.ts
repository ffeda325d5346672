import { describe, expect, it } from 'vitest';
import { stripFormulaGuard } from './catalogue';
import { buildExportUrl, parseExportQuery } from './schemas';

describe('parseExportQuery', () => {
  it("keeps the kind's own filters, drops empty and unknown ones, reads flags", () => {
    const parsed = parseExportQuery('defects', {
      format: 'xlsx',
      from: '',
      to: '2026-05-01',
      severity: 'critical',
      overdueOnly: 'true',
      tab: '',
      installerId: 'not-a-defect-filter',
      page: '3',
    });
    expect(parsed).toEqual({
      success: true,
      data: {
        kind: 'defects',
        options: { format: 'xlsx', to: '2026-05-01' },
        filters: { tab: 'all', search: '', severity: 'critical', overdueOnly: true },
      },
    });
  });

  it('gives the first message for a bad format, date or filter', () => {
    expect(parseExportQuery('inspections', {})).toEqual({
      success: false,
      message: 'Choose a format: csv, xlsx, json or pdf',
    });
    expect(
      parseExportQuery('payments', { format: 'csv', from: '2026-06-02', to: '2026-06-01' }),
    ).toEqual({ success: false, message: 'Date from must be on or before Date to' });
    expect(parseExportQuery('payments', { format: 'csv', installerId: 'x' })).toEqual({
      success: false,
      message: 'Choose an installer from the list',
    });
  });
});

describe('buildExportUrl', () => {
  it('leaves out empty values and false flags', () => {
    expect(
      buildExportUrl('defects', { format: 'csv', from: '', search: 'a b', overdueOnly: false }),
    ).toBe('/api/exports/defects?format=csv&search=a+b');
  });
});

describe('stripFormulaGuard', () => {
  it('removes only the apostrophe the export put before formula text', () => {
    expect(stripFormulaGuard("'=SUM(1,2)")).toBe('=SUM(1,2)');
    expect(stripFormulaGuard("'  -5")).toBe('  -5');
    expect(stripFormulaGuard("'\tx")).toBe('\tx');
    expect(stripFormulaGuard("'quoted")).toBe("'quoted");
    expect(stripFormulaGuard('=raw')).toBe('=raw');
  });
});
