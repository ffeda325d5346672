import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema/index';
import { silentLogger } from '../test-support/test-caller';
import { openTestDatabase } from '../test-support/test-database';
import { createMailer, createMailerFromTransport, type Mailer } from './mailer';
import { deliverOutboxEmail, OUTBOX_LOCK_KEY } from './outbox';
import { deliverQueuedEmails, startOutboxWorker } from './outbox-worker';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.db.delete(outboxEmails));

type JsonMessage = {
  to: { address: string }[];
  cc: { address: string }[] | null;
  bcc: { address: string }[] | null;
  subject: string;
  text: string;
  priority: string;
};

/** A mailer over nodemailer's jsonTransport that keeps what it was asked to send. */
function recordingMailer() {
  const inner = createMailerFromTransport(
    nodemailer.createTransport({ jsonTransport: true }),
    'QA <qa@inspecthub.invalid>',
  );
  const sent: JsonMessage[] = [];
  const mailer: Mailer = {
    send: async (email) => {
      const info = await inner.send(email);
      sent.push(JSON.parse(info.message) as JsonMessage);
      return info;
    },
    close: inner.close,
  };
  return { mailer, sent };
}

const failingMailer = createMailerFromTransport(
  nodemailer.createTransport({
    name: 'refusing',
    version: '1',
    send: (_mail, callback) => callback(new Error('550 5.1.1 Mailbox unavailable'), undefined),
  }),
  'QA <qa@inspecthub.invalid>',
);

async function queue(subject: string, extra: Partial<typeof outboxEmails.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(outboxEmails)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      to: ['a@example.com'],
      subject,
      body: `Body of ${subject}`,
      status: 'queued',
      ...extra,
    })
    .returning();
  return row!;
}

const rowOf = async (id: string) =>
  (await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

describe('deliverQueuedEmails', () => {
  it('sends queued rows oldest first with their recipients, and marks them sent', async () => {
    const first = await queue('First', {
      cc: ['c@example.com'],
      bcc: ['b@example.com'],
      priority: 'high',
    });
    const second = await queue('Second');
    const draft = await queue('Draft', { status: 'draft' });
    const { mailer, sent } = recordingMailer();
    expect(await deliverQueuedEmails(database.db, mailer, silentLogger)).toEqual({
      sent: 2,
      failed: 0,
      isLockBusy: false,
    });
    expect(sent[0]).toMatchObject({
      to: [{ address: 'a@example.com' }],
      cc: [{ address: 'c@example.com' }],
      bcc: [{ address: 'b@example.com' }],
      subject: 'First',
      text: 'Body of First',
      priority: 'high',
    });
    expect(sent[1]).toMatchObject({ subject: 'Second' });
    expect(await rowOf(first.id)).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect((await rowOf(second.id)).sentAt).toBeInstanceOf(Date);
    expect(await rowOf(draft.id)).toMatchObject({ status: 'draft', attempts: 0 });
    // Nothing is sent twice.
    expect(await deliverQueuedEmails(database.db, mailer, silentLogger)).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(2);
  });

  it('records a refused message as failed with the server’s error', async () => {
    const row = await queue('Refused');
    expect(await deliverQueuedEmails(database.db, failingMailer, silentLogger)).toMatchObject({
      failed: 1,
    });
    expect(await rowOf(row.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: '550 5.1.1 Mailbox unavailable',
      sentAt: null,
    });
  });

  it('leaves everything queued without a mail server', async () => {
    const row = await queue('Waiting');
    expect(createMailer(undefined)).toBeNull();
    // Building the SMTP mailer opens no connection; it only connects to send.
    createMailer('smtp://user:secret@localhost:2525')!.close();
    expect(await deliverQueuedEmails(database.db, null, silentLogger)).toEqual({
      sent: 0,
      failed: 0,
      isLockBusy: false,
    });
    expect(await rowOf(row.id)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('skips rows another sender claimed recently, and retries ones whose sender died', async () => {
    const inFlight = await queue('In flight', { attempts: 1 });
    const abandoned = await queue('Abandoned', { attempts: 1 });
    await database.db
      .update(outboxEmails)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(outboxEmails.id, abandoned.id));
    const { mailer, sent } = recordingMailer();
    await deliverQueuedEmails(database.db, mailer, silentLogger);
    expect(sent.map((m) => m.subject)).toEqual(['Abandoned']);
    expect(await rowOf(inFlight.id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(await rowOf(abandoned.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('takes the advisory lock inside a transaction (works on PGlite)', async () => {
    const locked = await database.db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${OUTBOX_LOCK_KEY}) as locked`,
      );
      return (result as { rows: { locked: boolean }[] }).rows[0]?.locked;
    });
    expect(locked).toBe(true);
  });
});

describe('deliverOutboxEmail and the worker', () => {
  it('delivers one row at once and reports its status', async () => {
    const row = await queue('Now');
    const { mailer, sent } = recordingMailer();
    expect(await deliverOutboxEmail(database.db, null, row.id)).toBe('queued');
    expect(await deliverOutboxEmail(database.db, mailer, row.id)).toBe('sent');
    expect(await deliverOutboxEmail(database.db, mailer, row.id)).toBe('sent');
    expect(sent).toHaveLength(1);
  });

  it('sends on start and stops cleanly', async () => {
    await queue('Worker');
    const { mailer, sent } = recordingMailer();
    const worker = startOutboxWorker({
      db: database.db,
      mailer,
      logger: silentLogger,
      intervalMs: 50,
    });
    await expect.poll(() => sent.length).toBe(1);
    await worker.stop();
    await startOutboxWorker({ db: database.db, mailer: null, logger: silentLogger }).stop();
  });
});
