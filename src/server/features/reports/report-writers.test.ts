import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PDF_ROW_LIMIT } from '@/shared/reports/catalogue';
import type { ReportCell, ReportSource } from './report-source';
import { writeReport } from './report-writers';
import { parseCsv, xlsxRows } from './test-fixtures';

/** A source of `total` synthetic rows in pages of 500, as the queries give them. */
function syntheticSource(total: number): ReportSource {
  return {
    title: 'Custom Report',
    subtitle: 'All Types, All Status, any date to any date',
    columns: ['Reference', 'Note'],
    total,
    async *pages() {
      for (let start = 0; start < total; start += 500) {
        const page: ReportCell[][] = [];
        for (let i = start; i < Math.min(total, start + 500); i += 1) page.push([`R-${i}`, i]);
        yield await Promise.resolve(page);
      }
    },
  };
}

async function render(format: 'csv' | 'xlsx' | 'pdf', source: ReportSource) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const progress: number[] = [];
  const rows = await writeReport(
    format,
    source,
    out,
    async (n) => {
      progress.push(n);
      await Promise.resolve();
    },
    new Date('2026-11-21T09:00:00Z'),
  );
  await ended;
  return { rows, file: Buffer.concat(chunks), progress };
}

describe('report writers', () => {
  // The field rules themselves are tested with the shared writer in src/server/lib/csv.test.ts.
  it('neutralises spreadsheet formulas and quotes CSV fields', async () => {
    const source: ReportSource = {
      ...syntheticSource(0),
      total: 2,
      pages: () => [
        [
          ['=SUM(A1)', '1 Mill Lane, Leeds'],
          ['say "hi"', 42],
        ],
      ],
    };
    const csv = await render('csv', source);
    expect(csv.file.toString()).toBe(
      `Reference,Note\r\n'=SUM(A1),"1 Mill Lane, Leeds"\r\n"say ""hi""",42\r\n`,
    );
  });

  it('streams every row to CSV and XLSX, reporting progress per page', async () => {
    const csv = await render('csv', syntheticSource(1200));
    expect(csv.rows).toBe(1200);
    expect(csv.progress).toEqual([500, 1000, 1200]);
    expect(parseCsv(csv.file.toString('utf8'))).toHaveLength(1201);
    const xlsx = await render('xlsx', syntheticSource(1200));
    const rows = await xlsxRows(xlsx.file);
    expect(rows).toHaveLength(1201);
    expect(rows[1200]).toEqual(['R-1199', 1199]);
  });

  it('caps a PDF at the row limit', async () => {
    const pdf = await render('pdf', syntheticSource(PDF_ROW_LIMIT + 700));
    expect(pdf.rows).toBe(PDF_ROW_LIMIT);
    expect(pdf.file.subarray(0, 5).toString()).toBe('%PDF-');
    const empty = await render('pdf', syntheticSource(0));
    expect(empty.rows).toBe(0);
    expect(empty.file.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
