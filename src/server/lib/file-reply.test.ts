import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsvLine } from './csv';
import { CONTENT_TYPES, contentDisposition, sendStreamedFile, setFileHeaders } from './file-reply';
import { createChunkWriter } from './stream-writer';

describe('contentDisposition', () => {
  it('writes a plain ASCII name as it is', () => {
    expect(contentDisposition('attachment', 'audit-log-2026-03-01.csv')).toBe(
      'attachment; filename="audit-log-2026-03-01.csv"',
    );
    expect(contentDisposition('inline', 'scan (1).pdf')).toBe('inline; filename="scan (1).pdf"');
  });

  it('writes an ASCII fallback and the exact UTF-8 name when the name needs it', () => {
    expect(contentDisposition('attachment', 'Rapport "final" (v2)*.pdf')).toBe(
      `attachment; filename="Rapport _final_ (v2)*.pdf"; filename*=UTF-8''Rapport%20%22final%22%20%28v2%29%2A.pdf`,
    );
    expect(contentDisposition('attachment', 'Café cover 2026.pdf')).toBe(
      `attachment; filename="Caf_ cover 2026.pdf"; filename*=UTF-8''Caf%C3%A9%20cover%202026.pdf`,
    );
  });

  it('never lets a name break out of the header', () => {
    const header = contentDisposition('attachment', 'a\r\nSet-Cookie: x=1\\".csv');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.startsWith('attachment; filename="a__Set-Cookie: x=1__.csv";')).toBe(true);
  });
});

describe('file replies', () => {
  const app = Fastify();
  let failures = 0;
  const ROWS = 5_000;

  beforeAll(async () => {
    app.get('/small.txt', (_request, reply) =>
      setFileHeaders(reply, { contentType: CONTENT_TYPES.txt, fileName: 'logs.txt' }).send('hi\n'),
    );
    app.get('/rows.csv', (request, reply) =>
      sendStreamedFile(request, reply, {
        contentType: CONTENT_TYPES.csv,
        fileName: 'rows.csv',
        produce: async (out) => {
          const write = createChunkWriter(out);
          await write(toCsvLine(['Row', 'Note']));
          for (let i = 1; i <= ROWS; i += 1) await write(toCsvLine([i, i % 2 ? '=odd' : 'a,b']));
        },
      }),
    );
    app.get('/fails.csv', (request, reply) =>
      sendStreamedFile(request, reply, {
        contentType: CONTENT_TYPES.csv,
        fileName: 'fails.csv',
        produce: async (out) => {
          await createChunkWriter(out)('Row\r\n');
          failures += 1;
          throw new Error('query failed');
        },
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sets type, a safe disposition and no caching', async () => {
    const response = await app.inject({ url: '/small.txt' });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="logs.txt"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe('hi\n');
  });

  it('streams every row the producer writes, then ends the file', async () => {
    const response = await app.inject({ url: '/rows.csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="rows.csv"');
    const lines = response.body.split('\r\n');
    expect(lines).toHaveLength(ROWS + 2);
    expect(lines.slice(0, 3)).toEqual(['Row,Note', "1,'=odd", '2,"a,b"']);
    expect(lines.at(-2)).toBe(`${ROWS},"a,b"`);
    expect(lines.at(-1)).toBe('');
  });

  it('cuts the download short when the producer fails, never sending a file that looks whole', async () => {
    await expect(app.inject({ url: '/fails.csv' })).rejects.toThrow();
    expect(failures).toBe(1);
  });
});
