import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@/shared/support/attachments';
import { buildApp } from '@/server/app';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import {
  auditLog,
  notifications,
  supportAttachments,
  supportTicketWatchers,
  users,
} from '@/server/db/schema/index';
import { createLocalStorage } from '@/server/storage/local-storage';
import { signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor, silentLogger } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestServices } from '@/server/test-support/test-services';

type User = Awaited<ReturnType<typeof createUser>>;
const WHO = ['tom', 'ivy', 'cora', 'olga'] as const;
type Who = (typeof WHO)[number];

let database: Database;
let app: FastifyInstance;
const filesDir = mkdtempSync(join(tmpdir(), 'inspecthub-support-files-'));
const people = {} as Record<Who, User>;
const auth = {} as Record<Who, Record<string, string>>;

const PDF = Buffer.from('%PDF-1.7\n% support attachment\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([4, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
]);
const TEXT = Buffer.from('Steps to reproduce:\n1. Open the export\n2. Café £ crash\n');
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.from([0x90, 0, 3, 0, 0, 0]),
  Buffer.alloc(64),
]);

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
      email: `${who}@test.uk`,
      firstName: who,
      lastName: 'Tester',
      role: roles[who],
      tenantId: who === 'olga' ? 'other-tenant' : undefined,
    });
    const response = await app.inject(
      signInRequest(`${who}@test.uk`, 'password-1', { ip: `198.51.100.${index + 20}` }),
    );
    auth[who] = { authorization: `Bearer ${response.headers['set-auth-token'] as string}` };
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

type Part = [name: string, value: string] | [name: string, bytes: Buffer, fileName: string];

async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)]), fileName);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function post(who: Who, url: string, parts: Part[]) {
  const body = await multipart(parts);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...auth[who], origin: TEST_BASE_URL, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const replyWith = (who: Who, ticketId: string, parts: Part[]) =>
  post(who, `/api/support/tickets/${ticketId}/replies`, parts);
const download = (who: Who, attachmentId: string) =>
  app.inject({
    method: 'GET',
    url: `/api/support/attachments/${attachmentId}`,
    headers: auth[who],
  });
const storedFiles = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile())
    .length;
const caller = (who: Who) => callerFor(database.db, people[who]);
const newTicket = (who: Who, subject: string) =>
  caller(who).support.create({ subject, description: `About ${subject}` });

describe('attachments on replies', () => {
  it('a requester replies with several files; both sides see them and the handler downloads the same bytes', async () => {
    const ticket = await newTicket('tom', 'Export crashes');
    const response = await replyWith('tom', ticket.id, [
      ['body', 'Screenshots and the log attached'],
      ['files', PNG, 'screen.png'],
      ['files', TEXT, 'log.txt'],
      ['files', PDF, 'Café report.pdf'],
      ['files', GIF, 'anim.GIF'],
      ['files', WEBP, 'photo.webp'],
    ]);
    expect(response.statusCode).toBe(201);
    const detail = await caller('cora').support.get({ id: ticket.id });
    const message = detail.messages.find((m) => m.body === 'Screenshots and the log attached')!;
    expect(message.attachments.map((a) => [a.name, a.mime, a.size])).toEqual(
      expect.arrayContaining([
        ['screen.png', 'image/png', PNG.length],
        ['log.txt', 'text/plain; charset=utf-8', TEXT.length],
        ['Café report.pdf', 'application/pdf', PDF.length],
        ['anim.GIF', 'image/gif', GIF.length],
        ['photo.webp', 'image/webp', WEBP.length],
      ]),
    );
    expect(message.attachments).toHaveLength(5);
    expect(
      (await caller('tom').support.get({ id: ticket.id })).messages[0]!.attachments,
    ).toHaveLength(5);

    const pdf = message.attachments.find((a) => a.name === 'Café report.pdf')!;
    const file = await download('cora', pdf.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const [row] = await database.db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.id, pdf.id));
    expect(row).toMatchObject({
      tenantId: people.tom.tenantId,
      ticketId: ticket.id,
      messageId: message.id,
      uploaderId: people.tom.id,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, ticket.id), eq(auditLog.action, 'attach')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: people.tom.id });
    expect((audits[0]!.details as { files: unknown[] }).files).toHaveLength(5);
  });

  it('refuses a file whose bytes are not what its name says, or a type not allowed, keeping nothing', async () => {
    const ticket = await newTicket('tom', 'Wrong types');
    const before = await storedFiles();
    for (const [bytes, name] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'invoice.pdf'],
      [EXE, 'setup.exe'],
      [EXE, 'readme.txt'],
      [PDF, 'picture.png'],
      [Buffer.alloc(0), 'empty.pdf'],
      [Buffer.from('<svg onload=alert(1)>'), 'logo.svg'],
    ] as const) {
      const response = await replyWith('tom', ticket.id, [
        ['body', 'see file'],
        ['files', PNG, 'fine.png'],
        ['files', bytes, name],
      ]);
      expect(response.statusCode, name).toBe(415);
      expect(response.json<{ error: string }>().error).toBe(
        `${name}: Only PDF, PNG, JPEG, GIF, WEBP, plain text (.txt), DOCX or XLSX files can be attached`,
      );
    }
    expect(await storedFiles()).toBe(before);
    // Nothing was posted: neither the reply nor the file that was fine.
    expect((await caller('tom').support.get({ id: ticket.id })).messages).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and a sixth file with 400, posting nothing', async () => {
    const ticket = await newTicket('tom', 'Too much');
    const before = await storedFiles();
    const atLimit = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES - PDF.length)]);
    const tooBig = await replyWith('tom', ticket.id, [
      ['body', 'big'],
      ['files', Buffer.concat([atLimit, Buffer.from('!')]), 'big.pdf'],
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ error: 'big.pdf: Each file must be 10 MB or smaller' });
    const six = await replyWith('tom', ticket.id, [
      ['body', 'many'],
      ...Array.from({ length: 6 }, (_, i): Part => ['files', PNG, `shot-${i}.png`]),
    ]);
    expect(six.statusCode).toBe(400);
    expect(six.json()).toEqual({ error: 'Attach at most 5 files at a time' });
    expect(await storedFiles()).toBe(before);
    expect((await caller('tom').support.get({ id: ticket.id })).messages).toEqual([]);
    const exact = await replyWith('tom', ticket.id, [
      ['body', 'exactly ten'],
      ['files', atLimit, 'exact.pdf'],
    ]);
    expect(exact.statusCode).toBe(201);
  });

  it('keeps the reply rules: blank reply 400, closed ticket 412, internal note by a requester 403', async () => {
    const ticket = await newTicket('tom', 'Rules');
    const blank = await replyWith('tom', ticket.id, [
      ['body', '  '],
      ['files', PNG, 'a.png'],
    ]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Reply is required' });
    const note = await replyWith('tom', ticket.id, [
      ['body', 'secret'],
      ['internal', 'true'],
      ['files', PNG, 'a.png'],
    ]);
    expect(note.statusCode).toBe(403);
    await caller('cora').support.update({ id: ticket.id, status: 'closed' });
    const closed = await replyWith('tom', ticket.id, [
      ['body', 'again'],
      ['files', PNG, 'a.png'],
    ]);
    expect(closed.statusCode).toBe(412);
    expect(closed.json()).toEqual({
      error: 'This ticket is closed. Open a new ticket to continue.',
    });
  });
});

describe('who may attach and download', () => {
  it("someone else's ticket is 404 for upload and download; another tenant sees nothing", async () => {
    const ticket = await newTicket('tom', 'Private');
    const posted = await replyWith('tom', ticket.id, [
      ['body', 'mine'],
      ['files', PDF, 'mine.pdf'],
    ]);
    const [attachmentId] = posted.json<{ attachments: string[] }>().attachments;
    const before = await storedFiles();
    for (const who of ['ivy', 'olga'] as const) {
      const upload = await replyWith(who, ticket.id, [
        ['body', 'hi'],
        ['files', PNG, 'x.png'],
      ]);
      expect(upload.statusCode, who).toBe(404);
      expect(upload.json()).toEqual({ error: 'Support ticket not found.' });
      const onTicket = await post(who, `/api/support/tickets/${ticket.id}/attachments`, [
        ['files', PNG, 'x.png'],
      ]);
      expect(onTicket.statusCode, who).toBe(404);
      const file = await download(who, attachmentId!);
      expect(file.statusCode, who).toBe(404);
      expect(file.json()).toEqual({ error: 'Attachment not found.' });
    }
    expect(await storedFiles()).toBe(before);
    expect((await download('tom', attachmentId!)).statusCode).toBe(200);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/support/attachments/${attachmentId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("an internal note's files are for handlers only: hidden from the requester and 404 to download", async () => {
    const ticket = await newTicket('tom', 'Internal files');
    const note = await replyWith('cora', ticket.id, [
      ['body', 'Supplier quote, do not share'],
      ['internal', 'true'],
      ['files', PDF, 'quote.pdf'],
    ]);
    expect(note.statusCode).toBe(201);
    const [noteFile] = note.json<{ attachments: string[] }>().attachments;
    expect((await download('cora', noteFile!)).statusCode).toBe(200);
    expect((await download('tom', noteFile!)).statusCode).toBe(404);
    const seen = await caller('tom').support.get({ id: ticket.id });
    expect(seen.messages).toEqual([]);
    expect(seen.attachments).toEqual([]);
  });

  it('files added to the ticket itself show with the ticket and download for its requester', async () => {
    const ticket = await newTicket('tom', 'With a file');
    const response = await post('tom', `/api/support/tickets/${ticket.id}/attachments`, [
      ['files', TEXT, 'steps.txt'],
    ]);
    expect(response.statusCode).toBe(201);
    const detail = await caller('tom').support.get({ id: ticket.id });
    expect(detail.attachments.map((a) => a.name)).toEqual(['steps.txt']);
    const file = await download('tom', detail.attachments[0]!.id);
    expect(file.rawPayload.equals(TEXT)).toBe(true);
    const none = await post('tom', `/api/support/tickets/${ticket.id}/attachments`, [
      ['note', 'no file'],
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'Choose at least one file to attach' });
  });
});

const titlesOf = async (userId: string, ticketRef: string) =>
  (await database.db.select().from(notifications).where(eq(notifications.userId, userId)))
    .map((n) => n.title)
    .filter((title) => title.includes(ticketRef))
    .sort();

describe('watchers', () => {
  it('anyone who may see a ticket watches it; each watcher is told once per reply or status change, never of their own', async () => {
    const ada = await createUser(database.db, {
      email: 'ada@test.uk',
      firstName: 'Ada',
      role: 'ADMIN',
    });
    const ticket = await newTicket('tom', 'Watch me');
    const adaCaller = callerFor(database.db, ada);
    await caller('cora').support.watch({ id: ticket.id, watching: true });
    await caller('cora').support.watch({ id: ticket.id, watching: true }); // twice is once
    await adaCaller.support.watch({ id: ticket.id, watching: true });
    await caller('tom').support.watch({ id: ticket.id, watching: true }); // the requester too
    // Ivy (not hers) and Olga (another tenant) cannot even find it.
    for (const who of ['ivy', 'olga'] as const) {
      await expect(
        caller(who).support.watch({ id: ticket.id, watching: true }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    const detail = await caller('tom').support.get({ id: ticket.id });
    expect(detail.watchers.map((w) => w.id).sort()).toEqual(
      [people.cora.id, ada.id, people.tom.id].sort(),
    );
    expect(detail.watching).toBe(true);

    const ref = (await caller('tom').support.get({ id: ticket.id })).reference;
    await caller('cora').support.reply({ ticketId: ticket.id, body: 'Looking into it' });
    await caller('cora').support.reply({ ticketId: ticket.id, body: 'Supplier?', internal: true });
    await caller('tom').support.reply({ ticketId: ticket.id, body: 'Thanks' });
    await adaCaller.support.update({ id: ticket.id, status: 'pending' });
    await adaCaller.support.update({ id: ticket.id, priority: 'high' }); // not a status change

    // Ada: Cora's reply and note, Tom's reply; not her own status change.
    expect(await titlesOf(ada.id, ref)).toEqual(
      [`Internal note on ${ref}`, `Reply on ${ref}`, `Reply on ${ref}`].sort(),
    );
    // Cora: Tom's reply and Ada's status change; nothing of her own.
    expect(await titlesOf(people.cora.id, ref)).toEqual([`Reply on ${ref}`, `${ref} is pending`]);
    // Tom, requester and watcher: told once of Cora's reply and once of the status; never the note.
    expect(await titlesOf(people.tom.id, ref)).toEqual([`Reply on ${ref}`, `${ref} is pending`]);

    await caller('cora').support.watch({ id: ticket.id, watching: false });
    await caller('tom').support.reply({ ticketId: ticket.id, body: 'Any news?' });
    expect(await titlesOf(people.cora.id, ref)).toHaveLength(2);
    expect((await caller('cora').support.get({ id: ticket.id })).watching).toBe(false);
  });
});

describe('watchers who may no longer see the ticket', () => {
  it('are not told once their role no longer handles tickets', async () => {
    const cole = await createUser(database.db, { email: 'cole@test.uk', role: 'COORDINATOR' });
    const ticket = await newTicket('tom', 'Role change');
    await callerFor(database.db, cole).support.watch({ id: ticket.id, watching: true });
    const ref = (await caller('tom').support.get({ id: ticket.id })).reference;
    await caller('tom').support.reply({ ticketId: ticket.id, body: 'First' });
    expect(await titlesOf(cole.id, ref)).toEqual([`Reply on ${ref}`]);
    await database.db.update(users).set({ role: 'INSPECTOR' }).where(eq(users.id, cole.id));
    await caller('tom').support.reply({ ticketId: ticket.id, body: 'Second' });
    expect(await titlesOf(cole.id, ref)).toEqual([`Reply on ${ref}`]);
  });
});

describe('merge', () => {
  it("moves the duplicate's files and watchers to the original, watchers once each", async () => {
    const original = await newTicket('tom', 'Original');
    const duplicate = await newTicket('tom', 'Duplicate');
    const onDuplicate = await post('tom', `/api/support/tickets/${duplicate.id}/attachments`, [
      ['files', PNG, 'first-shot.png'],
    ]);
    expect(onDuplicate.statusCode).toBe(201);
    const reply = await replyWith('tom', duplicate.id, [
      ['body', 'More detail'],
      ['files', TEXT, 'more.txt'],
    ]);
    const note = await replyWith('cora', duplicate.id, [
      ['body', 'Staff only'],
      ['internal', 'true'],
      ['files', PDF, 'staff.pdf'],
    ]);
    expect([reply.statusCode, note.statusCode]).toEqual([201, 201]);
    await caller('cora').support.watch({ id: original.id, watching: true });
    await caller('cora').support.watch({ id: duplicate.id, watching: true });
    await caller('tom').support.watch({ id: duplicate.id, watching: true });

    const [dupRef, origRef] = await Promise.all(
      [duplicate.id, original.id].map(
        async (id) => (await caller('cora').support.get({ id })).reference,
      ),
    );
    expect(dupRef).not.toBe(origRef);
    await caller('cora').support.merge({ id: duplicate.id, intoReference: origRef! });

    const forHandler = await caller('cora').support.get({ id: original.id });
    const filesByMessage: Record<string, string[]> = Object.fromEntries(
      forHandler.messages.map((m) => [m.body.split('\n')[0]!, m.attachments.map((a) => a.name)]),
    );
    expect(filesByMessage).toEqual({
      [`${dupRef}: Duplicate`]: ['first-shot.png'],
      'More detail': ['more.txt'],
      'Staff only': ['staff.pdf'],
    });
    expect(forHandler.watchers.map((w) => w.id).sort()).toEqual(
      [people.cora.id, people.tom.id].sort(),
    );
    const rows = await database.db
      .select()
      .from(supportTicketWatchers)
      .where(eq(supportTicketWatchers.ticketId, original.id));
    expect(rows).toHaveLength(2);
    expect(
      await database.db
        .select()
        .from(supportTicketWatchers)
        .where(eq(supportTicketWatchers.ticketId, duplicate.id)),
    ).toEqual([]);
    // The requester sees the public files on the original, and downloads them; not the note's.
    const forRequester = await caller('tom').support.get({ id: original.id });
    expect(forRequester.messages.flatMap((m) => m.attachments.map((a) => a.name)).sort()).toEqual([
      'first-shot.png',
      'more.txt',
    ]);
    const staffFile = forHandler.messages.find((m) => m.body === 'Staff only')!.attachments[0]!;
    expect((await download('tom', staffFile.id)).statusCode).toBe(404);
    expect((await download('cora', staffFile.id)).statusCode).toBe(200);
    expect((await caller('cora').support.get({ id: duplicate.id })).messages).toEqual([]);
  });
});

describe('odd requests', () => {
  it('answers malformed uploads and ids with 4xx, never 5xx, keeping nothing', async () => {
    const ticket = await newTicket('tom', 'Odd requests');
    const before = await storedFiles();
    const json = await app.inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/replies`,
      headers: { ...auth.tom, origin: TEST_BASE_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ body: 'hello' }),
    });
    expect(json.statusCode).toBe(400);
    const body = await multipart([
      ['body', 'cut short'],
      ['files', PDF, 'cut.pdf'],
    ]);
    const truncated = await app.inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.id}/replies`,
      headers: { ...auth.tom, origin: TEST_BASE_URL, 'content-type': body.contentType },
      payload: body.payload.subarray(0, body.payload.length - 60),
    });
    expect(truncated.statusCode).toBeGreaterThanOrEqual(400);
    expect(truncated.statusCode).toBeLessThan(500);
    for (const url of [
      '/api/support/tickets/not-a-uuid/replies',
      `/api/support/tickets/${crypto.randomUUID()}/replies`,
    ]) {
      const response = await post('tom', url, [
        ['body', 'x'],
        ['files', PNG, 'a.png'],
      ]);
      expect(response.statusCode, url).toBe(404);
    }
    expect((await download('tom', 'nope')).statusCode).toBe(404);
    expect((await download('tom', crypto.randomUUID())).statusCode).toBe(404);
    expect(await storedFiles()).toBe(before);
    expect((await caller('tom').support.get({ id: ticket.id })).messages).toEqual([]);
  });
});
