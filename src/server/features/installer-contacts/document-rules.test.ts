import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { cleanFileName, documentKindOf, inspectUpload } from './document-rules';

describe('document rules', () => {
  it('knows the five kinds by extension, in any case', () => {
    expect(['a.pdf', 'b.DOCX', 'c.xlsx', 'd.Png', 'e.jpg', 'f.jpeg'].map(documentKindOf)).toEqual([
      'pdf',
      'docx',
      'xlsx',
      'png',
      'jpg',
      'jpeg',
    ]);
    expect(['a.txt', 'pdf', 'a.pdf.exe', 'a.doc'].map(documentKindOf)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps only the base name, without control characters, at most 200 characters', () => {
    expect(cleanFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('bad\u0000\r\nname.pdf')).toBe('badname.pdf');
    expect(cleanFileName('   ')).toBe('document');
    const long = cleanFileName(`${'a'.repeat(300)}.xlsx`);
    expect([long.length, long.endsWith('.xlsx')]).toEqual([200, true]);
  });

  it('passes genuine content through unchanged, split across chunks', async () => {
    const chunks = [
      Buffer.from([0x89, 0x50]),
      Buffer.from([0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
    ];
    const out = await buffer(Readable.from(chunks).pipe(inspectUpload('png')));
    expect(out.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('refuses content over the limit', async () => {
    const stream = Readable.from([Buffer.from('%PDF-1.4 12345')]).pipe(inspectUpload('pdf', 10));
    await expect(buffer(stream)).rejects.toMatchObject({
      statusCode: 413,
      message: 'File is larger than 10 MB',
    });
  });
});
