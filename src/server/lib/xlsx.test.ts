import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { XLSX_PARTS } from '../test-support/hostile-files/office-files';
import { zipOf } from '../test-support/hostile-files/zips';
import { limitXlsxInflation, raceAgainst, toSheetName, XlsxTooLargeError } from './xlsx';
import { xlsxPartTooLargeMessage } from './zip-directory';

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

describe('limitXlsxInflation', () => {
  const limits = { heldPartBytes: 64 * 1024, totalBytes: 1024 * 1024, totalMessage: 'too much' };

  async function read(file: Buffer) {
    const body = new PassThrough();
    const failed = limitXlsxInflation(body, limits);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(body, { sharedStrings: 'cache' });
    body.end(file);
    let rows = 0;
    for await (const sheet of raceAgainst(reader, failed))
      for await (const _row of raceAgainst(sheet as unknown as AsyncIterable<unknown>, failed))
        rows++;
    return rows;
  }

  it('reads a normal workbook through the hook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['Property ID', 'Address']);
    sheet.addRow(['P1', '8 Low Road, Leeds LS2 7AB']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await read(file)).toBe(2);
  });

  it('stops shared strings past the held-part limit, whatever the archive declares', async () => {
    const xml = `<sst>${'<si><t>ab</t></si>'.repeat(10_000)}</sst>`;
    const file = zipOf([...XLSX_PARTS, { name: 'xl/sharedStrings.xml', data: xml, deflate: true }]);
    const error = await read(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XlsxTooLargeError);
    expect((error as Error).message).toBe(xlsxPartTooLargeMessage('xl/sharedStrings.xml'));
  });

  it('stops a worksheet written to a temporary file (before the shared strings) past the total', async () => {
    const rows = '<row r="1"><c r="A1"><v>1</v></c></row>'.repeat(60_000);
    const file = zipOf([
      ...XLSX_PARTS,
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<worksheet><sheetData>${rows}</sheetData></worksheet>`,
        deflate: true,
      },
      { name: 'xl/sharedStrings.xml', data: '<sst/>', deflate: true },
    ]);
    const error = await read(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(XlsxTooLargeError);
    expect((error as Error).message).toBe('too much');
  });

  it('keeps the entries unzipper parsed ahead until they are taken, so workbook.xml (written last) is never lost', async () => {
    // ExcelJS's own unzipper and entry iterator, as its streaming reader uses them.
    const fromExcelJs = createRequire(require.resolve('exceljs'));
    const unzipper = fromExcelJs('unzipper') as {
      Parse: (o: { forceStream: boolean }) => NodeJS.WritableStream;
    };
    const iterateStream = fromExcelJs('exceljs/lib/utils/iterate-stream') as (
      s: unknown,
    ) => AsyncIterable<{ path: string; autodrain: () => void }>;
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Measures').addRow(['UMR']);
    workbook.addWorksheet('Lists').addRow(['ECO4']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const body = new PassThrough();
    void limitXlsxInflation(body, limits);
    const zip = unzipper.Parse({ forceStream: true });
    body.pipe(zip);
    body.end(file);
    const seen: string[] = [];
    for await (const entry of iterateStream(zip)) {
      seen.push(entry.path);
      await sleep(20); // a reader busy with one part (a temporary file) while the rest arrives
      entry.autodrain();
    }
    expect(seen.at(-1)).toBe('xl/workbook.xml');
    expect(seen).toContain('xl/sharedStrings.xml');
  });
});
