import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, createDeflateRaw } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  DOCX_EXPANDS_MESSAGE,
  FEATURED_LIMIT_MESSAGE,
} from '@/shared/guidance/catalogue';
import { buildApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import {
  auditLog,
  guidanceDocuments,
  guidanceDocumentVersions,
  notifications,
  users,
} from '@/server/db/schema/index';
import { PDF_FONT, renderPdfBuffer } from '@/server/pdf/pdfmake';
import { createLocalStorage } from '@/server/storage/local-storage';
import { signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor, silentLogger } from '@/server/test-support/test-caller';
import {
  docxWithManyEntries,
  xlsxWithManyEntries,
} from '@/server/test-support/hostile-files/office-files';
import { pdfDeflateBomb, pdfWithManyPages } from '@/server/test-support/hostile-files/pdfs';
import { openTestDatabase } from '@/server/test-support/test-database';
import { remindDueReviews } from './review-job';
import { OWNER_MESSAGE } from './scope';
import { zipExpandsSafely } from './zip-expansion';
import { ZIP_TOO_MANY_ENTRIES_MESSAGE } from '@/server/lib/zip-directory';
import { createTestServices } from '@/server/test-support/test-services';

type User = Awaited<ReturnType<typeof createUser>>;
const WHO = ['tom', 'ivy', 'cora', 'olga'] as const;
type Who = (typeof WHO)[number];

let database: Database;
let app: FastifyInstance;
const filesDir = mkdtempSync(join(tmpdir(), 'inspecthub-guidance-files-'));
const people = {} as Record<Who, User>;
const auth = {} as Record<Who, Record<string, string>>;

const pdfWith = (text: string) =>
  renderPdfBuffer({ content: [{ text }], defaultStyle: { font: PDF_FONT } });

async function docxWith(text: string) {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function xlsx() {
  const zip = new JSZip();
  zip.file('[Content_Types].xml', '<Types/>');
  zip.file('xl/workbook.xml', '<workbook/>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    database,
    logger: silentLogger,
    authSecret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    services: createTestServices({ storage: createLocalStorage(filesDir) }),
  });
  await createTenant(database.db, 'other-tenant');
  const roles = { tom: 'INSPECTOR', ivy: 'INSPECTOR', cora: 'COORDINATOR', olga: 'ADMIN' } as const;
  for (const [index, who] of WHO.entries()) {
    people[who] = await createUser(database.db, {
      email: `${who}@guidance.test.uk`,
      firstName: who,
      lastName: 'Tester',
      role: roles[who],
      tenantId: who === 'olga' ? 'other-tenant' : undefined,
    });
    const response = await app.inject(
      signInRequest(`${who}@guidance.test.uk`, 'password-1', { ip: `198.51.100.${index + 60}` }),
    );
    auth[who] = { authorization: `Bearer ${response.headers['set-auth-token'] as string}` };
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Part = [name: string, value: string] | [name: string, bytes: Buffer, fileName: string];

async function post(who: Who, url: string, parts: Part[]) {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)]), fileName);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url,
    headers: {
      ...auth[who],
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const fields = (title: string, extra: Partial<Record<string, string>> = {}): Part[] =>
  Object.entries({
    title,
    category: 'safety',
    docType: 'guide',
    description: `About ${title}`,
    tags: ' ladders, Safety ,ladders,, PPE ',
    ...extra,
  }).map(([k, v]) => [k, v]);

async function upload(who: Who, title: string, file: Buffer, fileName = 'doc.pdf') {
  const response = await post(who, '/api/guidance/uploads', [
    ...fields(title),
    ['file', file, fileName],
  ]);
  return response;
}

async function uploaded(who: Who, title: string, file: Buffer, fileName = 'doc.pdf') {
  const response = await upload(who, title, file, fileName);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; reference: string; version: string }>();
}

const download = (who: Who, id: string, version?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/guidance/documents/${id}/download${version ? `?version=${version}` : ''}`,
    headers: auth[who],
  });
const caller = (who: Who) => callerFor(database.db, people[who]);
const storedFiles = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
    .length;

describe('Upload Document', () => {
  it('stores a PDF as a draft with a DOC reference, cleaned tags, version 1.0 and an audit row', async () => {
    const pdf = await pdfWith('Working at height');
    const created = await uploaded('tom', 'Ladder safety', pdf, 'ladders.pdf');
    expect(created.reference).toMatch(/^DOC-\d{4}-\d{3}$/);
    expect(created.version).toBe('1.0');
    const detail = await caller('tom').guidance.get({ id: created.id });
    expect(detail).toMatchObject({
      title: 'Ladder safety',
      category: 'safety',
      docType: 'guide',
      status: 'draft',
      tags: ['ladders', 'Safety', 'PPE'],
      format: 'pdf',
      fileSize: pdf.length,
      version: '1.0',
      downloadCount: 0,
    });
    expect(detail.versions).toHaveLength(1);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'guidance_document'), eq(auditLog.resourceId, created.id)));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('numbers references from the shared counter', async () => {
    const a = await uploaded('tom', 'Counter A', await pdfWith('a'));
    const b = await uploaded('tom', 'Counter B', await pdfWith('b'));
    const n = (ref: string) => Number(ref.split('-')[2]);
    expect(n(b.reference)).toBe(n(a.reference) + 1);
  });

  it('tells DOCX and XLSX apart from their bytes, whatever their names', async () => {
    const docx = await uploaded('tom', 'Word file', await docxWith('hello'), 'named.pdf');
    const sheet = await uploaded('tom', 'Sheet file', await xlsx(), 'named.docx');
    expect((await caller('tom').guidance.get({ id: docx.id })).format).toBe('docx');
    expect((await caller('tom').guidance.get({ id: sheet.id })).format).toBe('xlsx');
  });

  it('refuses a renamed HTML file, a plain ZIP and an 11 MB file, storing nothing', async () => {
    const before = await storedFiles();
    const html = await upload('tom', 'Fake PDF', Buffer.from('<!doctype html><p>hi</p>'), 'x.pdf');
    expect(html.statusCode).toBe(415);
    expect(html.json()).toEqual({ error: DOCUMENT_TYPE_MESSAGE });
    const zip = new JSZip();
    zip.file('readme.txt', 'not office');
    const plainZip = await upload(
      'tom',
      'Zip',
      await zip.generateAsync({ type: 'nodebuffer' }),
      'x.docx',
    );
    expect(plainZip.statusCode).toBe(415);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const tooLarge = await upload('tom', 'Huge', big, 'huge.pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: DOCUMENT_TOO_LARGE_MESSAGE });
    expect(await storedFiles()).toBe(before);
    const titles = (await database.db.select().from(guidanceDocuments)).map((d) => d.title);
    expect(titles).not.toContain('Fake PDF');
    expect(titles).not.toContain('Huge');
  });

  it('refuses a blank title or description and a missing file', async () => {
    const before = await storedFiles();
    const blank = await post('tom', '/api/guidance/uploads', [
      ...fields('   '),
      ['file', await pdfWith('x'), 'x.pdf'],
    ]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Title is required' });
    const noDescription = await post('tom', '/api/guidance/uploads', [
      ...fields('Has title', { description: ' ' }),
      ['file', await pdfWith('x'), 'x.pdf'],
    ]);
    expect(noDescription.json()).toEqual({ error: 'Description is required' });
    const noFile = await post('tom', '/api/guidance/uploads', fields('No file'));
    expect(noFile.statusCode).toBe(400);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses anonymous uploads and downloads', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/guidance/uploads' });
    expect(response.statusCode).toBe(401);
    const fetched = await app.inject({
      method: 'GET',
      url: '/api/guidance/documents/00000000-0000-4000-8000-000000000000/download',
    });
    expect(fetched.statusCode).toBe(401);
  });
});

describe('versions and downloads', () => {
  it('keeps every version, downloads each, counts and audits every download', async () => {
    const v1 = await pdfWith('First edition');
    const created = await uploaded('tom', 'Loft procedure', v1);
    const v2 = await pdfWith('Second edition');
    const minor = await post('tom', `/api/guidance/documents/${created.id}/versions`, [
      ['changeNote', 'Typo fixed'],
      ['file', v2, 'loft.pdf'],
    ]);
    expect(minor.statusCode, minor.body).toBe(201);
    expect(minor.json()).toMatchObject({ version: '1.1' });
    const v3 = await docxWith('Third edition');
    const major = await post('cora', `/api/guidance/documents/${created.id}/versions`, [
      ['changeNote', 'Rewritten'],
      ['major', 'true'],
      ['file', v3, 'loft.docx'],
    ]);
    expect(major.json()).toMatchObject({ version: '2.0' });

    const detail = await caller('tom').guidance.get({ id: created.id });
    expect(detail.version).toBe('2.0');
    expect(detail.format).toBe('docx');
    expect(detail.versions.map((v) => [v.label, v.changeNote, v.current])).toEqual([
      ['2.0', 'Rewritten', true],
      ['1.1', 'Typo fixed', false],
      ['1.0', 'First version', false],
    ]);
    expect(detail.versions[0]!.uploadedByName).toBe('cora Tester');

    const current = await download('tom', created.id);
    expect(current.statusCode).toBe(200);
    expect(current.rawPayload.equals(v3)).toBe(true);
    const old = await download('tom', created.id, detail.versions[2]!.id);
    expect(old.rawPayload.equals(v1)).toBe(true);
    expect(old.headers['content-type']).toBe('application/pdf');
    expect((await caller('tom').guidance.get({ id: created.id })).downloadCount).toBe(2);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'guidance_document'), eq(auditLog.resourceId, created.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(
      ['create', 'download', 'download', 'new_version', 'new_version'].sort(),
    );
  });

  it('lets only the author, owner or a publisher upload a version; drafts stay hidden from others', async () => {
    const created = await uploaded('tom', 'Tom draft', await pdfWith('draft'));
    const refused = await post('ivy', `/api/guidance/documents/${created.id}/versions`, [
      ['changeNote', 'Mine now'],
      ['file', await pdfWith('x'), 'x.pdf'],
    ]);
    expect(refused.statusCode).toBe(404);
    expect((await download('ivy', created.id)).statusCode).toBe(404);
    await expect(caller('ivy').guidance.get({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await caller('cora').guidance.setStatus({ id: created.id, status: 'published' });
    expect((await download('ivy', created.id)).statusCode).toBe(200);
    const stillRefused = await post('ivy', `/api/guidance/documents/${created.id}/versions`, [
      ['changeNote', 'Mine now'],
      ['file', await pdfWith('x'), 'x.pdf'],
    ]);
    expect(stillRefused.statusCode).toBe(403);
  });
});

describe('publishing, featuring and reviews', () => {
  it('only guidance:publish publishes, features and sets reviews', async () => {
    const created = await uploaded('tom', 'Needs publishing', await pdfWith('x'));
    await expect(
      caller('tom').guidance.setStatus({ id: created.id, status: 'published' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      caller('tom').guidance.setFeatured({ id: created.id, featured: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      caller('tom').guidance.setReview({ id: created.id, reviewBy: '2020-01-01', ownerId: null }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a fifth featured document', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const created = await uploaded('cora', `Featured ${n}`, await pdfWith(`f${n}`));
      await caller('cora').guidance.setStatus({ id: created.id, status: 'published' });
      ids.push(created.id);
    }
    for (const id of ids.slice(0, 4)) {
      await caller('cora').guidance.setFeatured({ id, featured: true });
    }
    await expect(
      caller('cora').guidance.setFeatured({ id: ids[4]!, featured: true }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: FEATURED_LIMIT_MESSAGE });
    const overview = await caller('tom').guidance.overview();
    expect(overview.featured).toHaveLength(4);
    expect(overview.stats.featured).toBe(4);
    await caller('cora').guidance.setFeatured({ id: ids[0]!, featured: false });
    await caller('cora').guidance.setFeatured({ id: ids[4]!, featured: true });
    expect((await caller('tom').guidance.overview()).featured.map((d) => d.id)).toContain(ids[4]);
  });

  it('sets a review date and owner and filters overdue reviews', async () => {
    const created = await uploaded('tom', 'Overdue review', await pdfWith('x'));
    await caller('cora').guidance.setReview({
      id: created.id,
      reviewBy: '2020-01-01',
      ownerId: people.ivy.id,
    });
    const list = await caller('cora').guidance.list({ reviewOverdue: true });
    expect(list.items.map((d) => d.id)).toEqual([created.id]);
    expect(list.items[0]).toMatchObject({ ownerName: 'ivy Tester', reviewOverdue: true });
    await expect(
      caller('cora').guidance.setReview({
        id: created.id,
        reviewBy: '2030-01-01',
        ownerId: people.olga.id,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('required reading', () => {
  it('asks the roles to acknowledge the current version, again after a major version, and shows completion', async () => {
    const created = await uploaded('cora', 'Read me', await pdfWith('v1'));
    await caller('cora').guidance.setStatus({ id: created.id, status: 'published' });
    await expect(
      caller('tom').guidance.setRequiredReading({ id: created.id, roles: ['INSPECTOR'] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(caller('tom').guidance.acknowledge({ id: created.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await caller('cora').guidance.setRequiredReading({ id: created.id, roles: ['INSPECTOR'] });
    expect((await caller('tom').guidance.get({ id: created.id })).reading).toMatchObject({
      mustAcknowledge: true,
      acknowledged: false,
      completion: null,
    });
    await caller('tom').guidance.acknowledge({ id: created.id });
    await caller('tom').guidance.acknowledge({ id: created.id }); // once
    expect((await caller('tom').guidance.get({ id: created.id })).reading.acknowledged).toBe(true);
    const owner = (await caller('cora').guidance.get({ id: created.id })).reading.completion!;
    expect(owner).toEqual({
      percent: 50,
      acknowledged: ['tom Tester'],
      pending: ['ivy Tester'],
    });
    // A minor version keeps the acknowledgement; a major one asks again.
    await post('cora', `/api/guidance/documents/${created.id}/versions`, [
      ['changeNote', 'typo'],
      ['file', await pdfWith('v1.1'), 'x.pdf'],
    ]);
    expect((await caller('tom').guidance.get({ id: created.id })).reading.acknowledged).toBe(true);
    await post('cora', `/api/guidance/documents/${created.id}/versions`, [
      ['changeNote', 'new rules'],
      ['major', 'true'],
      ['file', await pdfWith('v2'), 'x.pdf'],
    ]);
    expect((await caller('tom').guidance.get({ id: created.id })).reading.acknowledged).toBe(false);
    expect(
      (await caller('cora').guidance.get({ id: created.id })).reading.completion!.percent,
    ).toBe(0);
    await expect(caller('olga').guidance.acknowledge({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('review reminders', () => {
  it('tells the owner once when the review falls due, and again for a new date', async () => {
    const created = await uploaded('tom', 'Reminder due', await pdfWith('x'));
    await caller('cora').guidance.setReview({
      id: created.id,
      reviewBy: '2026-03-10',
      ownerId: people.ivy.id,
    });
    const forIvy = async () =>
      (
        await database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, people.ivy.id))
      ).filter((n) => n.title === 'Review due: Reminder due');
    await remindDueReviews(database.db, new Date('2026-03-09T12:00:00Z'));
    expect(await forIvy()).toHaveLength(0);
    await remindDueReviews(database.db, new Date('2026-03-10T08:00:00Z'));
    await remindDueReviews(database.db, new Date('2026-03-11T08:00:00Z'));
    expect(await forIvy()).toHaveLength(1);
    await caller('cora').guidance.setReview({
      id: created.id,
      reviewBy: '2026-03-20',
      ownerId: null,
    });
    await remindDueReviews(database.db, new Date('2026-03-21T08:00:00Z'));
    expect(await forIvy()).toHaveLength(2);
  });
});

describe('search, sort and stats', () => {
  it('finds words only inside an uploaded PDF and inside a DOCX, with a snippet', async () => {
    const pdf = await uploaded(
      'cora',
      'Plain title one',
      await pdfWith('Check the xylophonic damp membrane carefully.'),
    );
    const docx = await uploaded(
      'cora',
      'Plain title two',
      await docxWith('Measure the quokkaesque cavity width twice.'),
      'two.docx',
    );
    const inPdf = await caller('cora').guidance.list({ q: 'xylophonic' });
    expect(inPdf.items.map((d) => d.id)).toEqual([pdf.id]);
    expect(inPdf.items[0]!.matchedIn).toBe('file');
    expect(inPdf.items[0]!.snippet).toContain('[[xylophonic]]');
    const inDocx = await caller('cora').guidance.list({ q: 'QUOKKAESQUE' });
    expect(inDocx.items.map((d) => d.id)).toEqual([docx.id]);
    expect(inDocx.items[0]!.snippet).toContain('quokkaesque');
  });

  it('matches title, description and tags case-insensitively, and filters by category', async () => {
    const created = await uploaded('cora', 'Zebra Crossing Guide', await pdfWith('x'));
    expect((await caller('cora').guidance.list({ q: 'zebra cross' })).items[0]!.id).toBe(
      created.id,
    );
    expect(
      (await caller('cora').guidance.list({ q: 'ABOUT ZEBRA' })).items.map((d) => d.id),
    ).toContain(created.id);
    expect((await caller('cora').guidance.list({ q: 'ppe' })).items.map((d) => d.id)).toContain(
      created.id,
    );
    expect(
      (await caller('cora').guidance.list({ q: 'zebra', category: 'training' })).items,
    ).toEqual([]);
  });

  it('sorts by latest, downloads and name; computes stats and category counts', async () => {
    const a = await uploaded('cora', 'aaa sort first', await pdfWith('x'));
    const b = await uploaded('cora', 'ZZZ sort last', await pdfWith('x'));
    await download('cora', b.id);
    const byName = await caller('cora').guidance.list({ q: 'sort', sort: 'name' });
    expect(byName.items.map((d) => d.id)).toEqual([a.id, b.id]);
    const byDownloads = await caller('cora').guidance.list({ q: 'sort', sort: 'downloads' });
    expect(byDownloads.items.map((d) => d.id)).toEqual([b.id, a.id]);
    const latest = await caller('cora').guidance.list({ q: 'sort', sort: 'latest' });
    expect(latest.items.map((d) => d.id)).toEqual([b.id, a.id]);
    const overview = await caller('cora').guidance.overview();
    const all = await database.db
      .select()
      .from(guidanceDocuments)
      .where(eq(guidanceDocuments.tenantId, people.cora.tenantId));
    expect(overview.stats.total).toBe(all.length);
    expect(overview.stats.downloads).toBe(all.reduce((n, d) => n + d.downloadCount, 0));
    expect(overview.stats.updatedThisWeek).toBe(all.length);
    expect(overview.categories.safety).toBe(all.length);
    expect(overview.categories.training).toBe(0);
  });
});

describe('tenant isolation', () => {
  it('another tenant sees, downloads and changes none of these documents', async () => {
    const created = await uploaded('cora', 'Tenant one only', await pdfWith('secret'));
    await caller('cora').guidance.setStatus({ id: created.id, status: 'published' });
    expect((await caller('olga').guidance.list({})).items).toEqual([]);
    expect((await caller('olga').guidance.overview()).stats.total).toBe(0);
    await expect(caller('olga').guidance.get({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await download('olga', created.id)).statusCode).toBe(404);
    const version = await post('olga', `/api/guidance/documents/${created.id}/versions`, [
      ['changeNote', 'x'],
      ['file', await pdfWith('x'), 'x.pdf'],
    ]);
    expect(version.statusCode).toBe(404);
    await expect(
      caller('olga').guidance.setFeatured({ id: created.id, featured: true }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      caller('olga').guidance.setStatus({ id: created.id, status: 'draft' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

/** A ZIP written by hand, so a test can declare sizes that lie. */
async function zipOf(entries: { name: string; chunks: Buffer[]; declaredSize?: number }[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const deflater = createDeflateRaw({ level: 9 });
    const out: Buffer[] = [];
    deflater.on('data', (chunk: Buffer) => out.push(chunk));
    const done = new Promise((resolve) => deflater.on('end', resolve));
    let crc = 0;
    let size = 0;
    for (const chunk of entry.chunks) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (!deflater.write(chunk)) await new Promise((r) => deflater.once('drain', r));
    }
    deflater.end();
    await done;
    const data = Buffer.concat(out);
    const declared = entry.declaredSize ?? size;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MB = 1024 * 1024;
const zeros = (megabytes: number) => Array<Buffer>(megabytes).fill(Buffer.alloc(MB));
const docxParts = (document: { chunks: Buffer[]; declaredSize?: number }) => [
  { name: '[Content_Types].xml', chunks: [Buffer.from('<Types/>')] },
  { name: 'word/document.xml', ...document },
];

describe('DOCX zip-bomb guard', () => {
  it('reads an ordinary DOCX, and refuses one that expands to 200 MB before reading or storing it', async () => {
    const ordinary = await zipOf(
      docxParts({
        chunks: [
          Buffer.from(
            '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>handcrafted</w:t></w:r></w:p></w:body></w:document>',
          ),
        ],
      }),
    );
    expect(zipExpandsSafely(ordinary)).toBe(true);
    expect(zipExpandsSafely(await docxWith('plain'))).toBe(true);
    await uploaded('tom', 'Hand-made DOCX', ordinary, 'ok.docx');

    const bomb = await zipOf(docxParts({ chunks: zeros(200) }));
    expect(bomb.length).toBeLessThan(1 * MB);
    const before = await storedFiles();
    const refused = await upload('tom', 'Zip bomb', bomb, 'bomb.docx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: DOCX_EXPANDS_MESSAGE });
    expect(await storedFiles()).toBe(before);
    expect((await caller('tom').guidance.list({ q: 'Zip bomb' })).items).toEqual([]);
  });

  it('refuses a DOCX whose entry lies about its size, and one past the ratio', async () => {
    // Declares 1 KB, inflates to 40 MB: caught while inflating, capped at 1 KB.
    const liar = await zipOf(docxParts({ chunks: zeros(40), declaredSize: 1024 }));
    expect(zipExpandsSafely(liar)).toBe(false);
    const refused = await upload('tom', 'Lying bomb', liar, 'liar.docx');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: DOCX_EXPANDS_MESSAGE });
    // 20 MB of zeros (under 100 MB, but expanding about a thousand times).
    expect(zipExpandsSafely(await zipOf(docxParts({ chunks: zeros(20) })))).toBe(false);
  });
});

const trpcPost = (who: Who, path: string, input: unknown) =>
  app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { ...auth[who], origin: TEST_BASE_URL, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });

const notificationsOf = async (who: Who, title: string) =>
  (
    await database.db.select().from(notifications).where(eq(notifications.userId, people[who].id))
  ).filter((n) => n.title === title);

describe('owner and review date', () => {
  it('lets a publisher choose an active owner of the tenant and a review date on upload', async () => {
    const created = await post('cora', '/api/guidance/uploads', [
      ...fields('Owned by Ivy', { ownerId: people.ivy.id, reviewBy: '2031-05-01' }),
      ['file', await pdfWith('owned'), 'o.pdf'],
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const detail = await caller('cora').guidance.get({ id: created.json<{ id: string }>().id });
    expect(detail).toMatchObject({ ownerName: 'ivy Tester', reviewBy: '2031-05-01' });
    // Ivy, as owner, sees the draft.
    expect((await caller('ivy').guidance.get({ id: detail.id })).title).toBe('Owned by Ivy');
  });

  it('refuses an owner from another tenant, an inactive one, and a non-publisher choosing', async () => {
    const inactive = await createUser(database.db, {
      email: 'gone@guidance.test.uk',
      firstName: 'gone',
      lastName: 'Tester',
    });
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    const before = await storedFiles();
    for (const ownerId of [people.olga.id, inactive.id, 'no-such-user']) {
      const response = await post('cora', '/api/guidance/uploads', [
        ...fields('Bad owner', { ownerId }),
        ['file', await pdfWith('x'), 'x.pdf'],
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: OWNER_MESSAGE });
    }
    const byTom = await post('tom', '/api/guidance/uploads', [
      ...fields('Tom picks', { ownerId: people.ivy.id }),
      ['file', await pdfWith('x'), 'x.pdf'],
    ]);
    expect(byTom.statusCode).toBe(403);
    const reviewByTom = await post('tom', '/api/guidance/uploads', [
      ...fields('Tom dates', { reviewBy: '2031-01-01' }),
      ['file', await pdfWith('x'), 'x.pdf'],
    ]);
    expect(reviewByTom.statusCode).toBe(403);
    expect(await storedFiles()).toBe(before);
    const owners = await caller('cora').guidance.owners();
    expect(owners.map((o) => o.id)).toContain(people.ivy.id);
    expect(owners.map((o) => o.id)).not.toContain(inactive.id);
    expect(owners.map((o) => o.id)).not.toContain(people.olga.id);
    await expect(caller('tom').guidance.owners()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

const details = (id: string, title: string) => ({
  id,
  title,
  category: 'training' as const,
  docType: 'manual' as const,
  description: 'Edited description',
  tags: 'edited, Edited, loft',
});

describe('edit details and delete', () => {
  it('lets the author edit a draft, a publisher edit everything; audits and re-indexes', async () => {
    const created = await uploaded('tom', 'Draft to edit', await pdfWith('x'));
    await caller('tom').guidance.update(details(created.id, 'Edited by Tom zephyrword'));
    const detail = await caller('tom').guidance.get({ id: created.id });
    expect(detail).toMatchObject({
      title: 'Edited by Tom zephyrword',
      category: 'training',
      docType: 'manual',
      description: 'Edited description',
      tags: ['edited', 'loft'],
      canChangeDetails: true,
    });
    expect((await caller('tom').guidance.list({ q: 'zephyrword' })).items.map((d) => d.id)).toEqual(
      [created.id],
    );
    // The author may not choose the owner, the review date or the roles.
    await expect(
      caller('tom').guidance.update({ ...details(created.id, 'x'), ownerId: people.ivy.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      caller('tom').guidance.update({ ...details(created.id, 'x'), requiredReadingRoles: [] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Someone else cannot (the draft is hidden from them).
    await expect(
      caller('ivy').guidance.update(details(created.id, 'Ivy edits')),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await caller('cora').guidance.setStatus({ id: created.id, status: 'published' });
    // Published: the author no longer edits it; a publisher does, owner and review included.
    await expect(
      caller('tom').guidance.update(details(created.id, 'Tom again')),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await caller('tom').guidance.get({ id: created.id })).canChangeDetails).toBe(false);
    await caller('cora').guidance.update({
      ...details(created.id, 'Edited by Cora'),
      ownerId: people.ivy.id,
      reviewBy: '2032-02-02',
    });
    expect(await caller('tom').guidance.get({ id: created.id })).toMatchObject({
      title: 'Edited by Cora',
      ownerName: 'ivy Tester',
      reviewBy: '2032-02-02',
    });
    await expect(
      caller('cora').guidance.update({ ...details(created.id, 'x'), ownerId: people.olga.id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: OWNER_MESSAGE });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'guidance_document'), eq(auditLog.resourceId, created.id)));
    // No ORDER BY: the rows are told apart by what they say, not by where they come.
    const updates = audits.filter((a) => a.action === 'update');
    expect(updates).toHaveLength(2);
    const byCora = updates.find(
      (a) => (a.details as { after?: { title?: string } }).after?.title === 'Edited by Cora',
    );
    expect(byCora?.details).toMatchObject({
      before: { title: 'Edited by Tom zephyrword', ownerId: people.tom.id, reviewBy: null },
      after: { title: 'Edited by Cora', ownerId: people.ivy.id, reviewBy: '2032-02-02' },
    });
  });

  it('deletes a document with every version and stored file; only a publisher or the author of a draft', async () => {
    const created = await uploaded('tom', 'To delete', await pdfWith('v1'));
    await post('tom', `/api/guidance/documents/${created.id}/versions`, [
      ['changeNote', 'second'],
      ['file', await pdfWith('v2'), 'x.pdf'],
    ]);
    const hidden = await trpcPost('ivy', 'guidance.delete', { id: created.id });
    expect(hidden.statusCode).toBe(404);
    await caller('cora').guidance.setStatus({ id: created.id, status: 'published' });
    const byAuthor = await trpcPost('tom', 'guidance.delete', { id: created.id });
    expect(byAuthor.statusCode).toBe(403);
    const before = await storedFiles();
    const deleted = await trpcPost('cora', 'guidance.delete', { id: created.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedFiles()).toBe(before - 2);
    await expect(caller('cora').guidance.get({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await download('cora', created.id)).statusCode).toBe(404);
    const versions = await database.db
      .select()
      .from(guidanceDocumentVersions)
      .where(eq(guidanceDocumentVersions.documentId, created.id));
    expect(versions).toEqual([]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'guidance_document'),
          eq(auditLog.resourceId, created.id),
          eq(auditLog.action, 'delete'),
        ),
      );
    expect(audit!.details).toMatchObject({ reference: created.reference, title: 'To delete' });
    // The author deletes their own draft.
    const draft = await uploaded('tom', 'My draft to delete', await pdfWith('d'));
    expect((await trpcPost('tom', 'guidance.delete', { id: draft.id })).statusCode).toBe(200);
    expect(await storedFiles()).toBe(before - 2);
    // Another tenant cannot.
    const other = await uploaded('cora', 'Not yours', await pdfWith('n'));
    expect((await trpcPost('olga', 'guidance.delete', { id: other.id })).statusCode).toBe(404);
  });
});

describe('required reading notifications', () => {
  it('tells the readers (not the actor) when assigned on a published document, on publishing, and on a major version', async () => {
    const created = await uploaded('cora', 'Notify readers', await pdfWith('v1'));
    const assigned = 'Required reading: Notify readers';
    // Assigned while a draft: nobody can open it yet, nobody is told.
    await caller('cora').guidance.setRequiredReading({
      id: created.id,
      roles: ['INSPECTOR', 'COORDINATOR'],
    });
    expect(await notificationsOf('tom', assigned)).toHaveLength(0);
    await caller('cora').guidance.setStatus({ id: created.id, status: 'published' });
    const [told] = await notificationsOf('tom', assigned);
    expect(told).toMatchObject({ actionUrl: `/guidance-docs?q=${created.reference}` });
    expect(await notificationsOf('ivy', assigned)).toHaveLength(1);
    expect(await notificationsOf('cora', assigned)).toHaveLength(0); // the actor
    // Tom acknowledges; a minor version tells no one; a major one tells both again.
    await caller('tom').guidance.acknowledge({ id: created.id });
    await post('cora', `/api/guidance/documents/${created.id}/versions`, [
      ['changeNote', 'typo'],
      ['file', await pdfWith('v1.1'), 'x.pdf'],
    ]);
    const major = 'New version to read: Notify readers';
    expect(await notificationsOf('tom', major)).toHaveLength(0);
    await post('cora', `/api/guidance/documents/${created.id}/versions`, [
      ['changeNote', 'new rules'],
      ['major', 'true'],
      ['file', await pdfWith('v2'), 'x.pdf'],
    ]);
    expect(await notificationsOf('tom', major)).toHaveLength(1);
    expect(await notificationsOf('ivy', major)).toHaveLength(1);
    expect(await notificationsOf('cora', major)).toHaveLength(0);
    // Published again: who already acknowledged 2.0 is not told again.
    await caller('tom').guidance.acknowledge({ id: created.id });
    await caller('cora').guidance.setStatus({ id: created.id, status: 'draft' });
    await caller('cora').guidance.setStatus({ id: created.id, status: 'published' });
    expect(await notificationsOf('tom', assigned)).toHaveLength(1);
    expect(await notificationsOf('ivy', assigned)).toHaveLength(2);
    // Editing details to add a role tells only the new role's members.
    const other = await uploaded('tom', 'Edit assigns', await pdfWith('e'));
    await caller('cora').guidance.setStatus({ id: other.id, status: 'published' });
    await caller('cora').guidance.update({
      ...details(other.id, 'Edit assigns'),
      requiredReadingRoles: ['INSPECTOR'],
    });
    expect(await notificationsOf('tom', 'Required reading: Edit assigns')).toHaveLength(1);
    expect(await notificationsOf('ivy', 'Required reading: Edit assigns')).toHaveLength(1);
    await caller('cora').guidance.update({
      ...details(other.id, 'Edit assigns'),
      requiredReadingRoles: ['INSPECTOR', 'ADMIN'],
    });
    expect(await notificationsOf('tom', 'Required reading: Edit assigns')).toHaveLength(1);
    // Another tenant's admin is never told.
    expect(
      (await notificationsOf('olga', assigned)).length +
        (await notificationsOf('olga', major)).length,
    ).toBe(0);
  });
});

/** Highest resident memory of this process (the server's) while `work` runs, above its start. */
async function rssGrowthDuring<T>(
  work: () => Promise<T>,
): Promise<{ result: T; growthMb: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  try {
    const result = await work();
    return { result, growthMb: (Math.max(peak, process.memoryUsage.rss()) - start) / MB };
  } finally {
    clearInterval(sampler);
  }
}

const versionsOf = async (id: string) => (await caller('tom').guidance.get({ id })).versions;

describe('hostile files (issue 27)', () => {
  it("keeps a 10 MB PDF of 103,000 pages, marked text not extracted, without the server's memory", async () => {
    const pdf = pdfWithManyPages();
    expect(pdf.length).toBeGreaterThan(9 * MB);
    // Read in the server's process this took a 384 MB heap past its limit.
    const { result: response, growthMb } = await rssGrowthDuring(() =>
      upload('tom', 'Many pages', pdf, 'pages.pdf'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(growthMb).toBeLessThan(120);
    const { id } = response.json<{ id: string }>();
    expect(await versionsOf(id)).toMatchObject([{ label: '1.0', textExtractionFailed: true }]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, id), eq(auditLog.action, 'create')));
    expect(audit!.details).toMatchObject({ file: { textExtracted: false } });
    // The server goes on reading ordinary files.
    const fine = await uploaded('tom', 'After the hostile one', await pdfWith('zebrafinch'));
    expect(await versionsOf(fine.id)).toMatchObject([{ textExtractionFailed: false }]);
    expect((await caller('tom').guidance.list({ q: 'zebrafinch' })).items).toHaveLength(1);
  }, 90_000);

  it("keeps a PDF whose page is a 200 MB deflate bomb, marked, without the server's memory", async () => {
    const bomb = pdfDeflateBomb();
    expect(bomb.length).toBeLessThan(1 * MB);
    const { result: response, growthMb } = await rssGrowthDuring(() =>
      upload('tom', 'Deflate bomb', bomb, 'bomb.pdf'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(growthMb).toBeLessThan(120);
    expect(await versionsOf(response.json<{ id: string }>().id)).toMatchObject([
      { textExtractionFailed: true },
    ]);
  }, 90_000);

  it('refuses an XLSX or DOCX of 20,000 entries from its end records, before opening it', async () => {
    const before = await storedFiles();
    for (const [file, name] of [
      [xlsxWithManyEntries(20_000), 'many.xlsx'],
      [docxWithManyEntries(20_000), 'many.docx'],
      [xlsxWithManyEntries(105_000), 'zip64.xlsx'],
    ] as const) {
      const refused = await upload('tom', 'Many entries', file, name);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json()).toEqual({ error: ZIP_TOO_MANY_ENTRIES_MESSAGE });
    }
    expect(await storedFiles()).toBe(before);
    // Far below the limit is fine.
    await uploaded('tom', 'Few entries', xlsxWithManyEntries(50), 'few.xlsx');
  });

  it('stores a name without bidirectional or control characters, ending in the detected type', async () => {
    // Shown as 'report-exe.pdf', really '...fdp.exe': the override is dropped and the
    // extension follows the bytes (a PDF).
    const created = await uploaded(
      'tom',
      'Spoofed name',
      await pdfWith('x'),
      'report\u202Efdp.exe',
    );
    const [version] = await versionsOf(created.id);
    expect(version!.fileName).toBe('reportfdp.pdf');
    const response = await download('tom', created.id);
    expect(response.headers['content-disposition']).toContain('reportfdp.pdf');
    expect(response.headers['content-disposition']).not.toMatch(/exe|%E2%80%AE/i);
    // A DOCX named .pdf downloads as .docx; a name without extension gets one.
    const docx = await uploaded('tom', 'Word named PDF', await docxWith('w'), 'notes.pdf');
    expect((await versionsOf(docx.id))[0]!.fileName).toBe('notes.docx');
    const bare = await uploaded('tom', 'No extension', await pdfWith('x'), 'Plan v1.2');
    expect((await versionsOf(bare.id))[0]!.fileName).toBe('Plan v1.2.pdf');
  });
});
