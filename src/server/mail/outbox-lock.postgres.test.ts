import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema/index';
import { silentLogger } from '../test-support/test-caller';
import { openTestDatabase } from '../test-support/test-database';
import { createMailerFromTransport } from './mailer';
import { OUTBOX_LOCK_KEY } from './outbox';
import { deliverQueuedEmails } from './outbox-worker';

// *.postgres.test.ts files run in the PostgreSQL pass only (vitest.config.ts): this one needs a
// second connection to the same database, which the embedded database does not have.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it('delivers nothing while another server holds the outbox lock', async () => {
  await database.db.insert(outboxEmails).values({
    tenantId: DEFAULT_TENANT_ID,
    to: ['a@example.com'],
    subject: 'Held back',
    body: 'Body',
    status: 'queued',
  });
  // Another "server": its own connection holding the lock in an open transaction.
  // Advisory locks belong to one database: connect to the scratch one this file uses.
  const result = await database.db.execute(sql`select current_database() as name`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${(result as { rows: { name: string }[] }).rows[0]!.name}`;
  const other = new pg.Client({ connectionString: url.toString() });
  await other.connect();
  let sent = 0;
  const mailer = createMailerFromTransport(
    nodemailer.createTransport({
      name: 'counting',
      version: '1',
      send: (_mail, callback) => {
        sent++;
        callback(null, { envelope: {}, messageId: 'x' } as never);
      },
    }),
    'QA <qa@inspecthub.invalid>',
  );
  try {
    await other.query('begin');
    await other.query('select pg_advisory_xact_lock($1)', [OUTBOX_LOCK_KEY]);
    expect(await deliverQueuedEmails(database.db, mailer, silentLogger)).toEqual({
      sent: 0,
      failed: 0,
      isLockBusy: true,
    });
    expect(sent).toBe(0);
  } finally {
    await other.query('rollback');
    await other.end();
  }
  // Once the other server lets go, the same call delivers.
  expect(await deliverQueuedEmails(database.db, mailer, silentLogger)).toMatchObject({ sent: 1 });
  expect(sent).toBe(1);
});
