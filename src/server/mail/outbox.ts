import { and, asc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema/index';
import type { Mailer } from './mailer';

/** Arbitrary, but the same on every server: whoever holds it is the one claiming a batch. */
export const OUTBOX_LOCK_KEY = 4_915_702_113;
export const MAX_DELIVERY_ATTEMPTS = 5;
const ERROR_MAX = 1000;

type OutboxRow = typeof outboxEmails.$inferSelect;
export type DeliveryStatus = 'queued' | 'sent' | 'failed';

/**
 * Queued and nobody is sending it: never tried, or claimed so long ago that
 * its sender must have died (a claim bumps attempts and updated_at).
 */
function claimable(): SQL {
  return and(
    eq(outboxEmails.status, 'queued'),
    lt(outboxEmails.attempts, MAX_DELIVERY_ATTEMPTS),
    or(
      eq(outboxEmails.attempts, 0),
      lt(outboxEmails.updatedAt, sql`now() - interval '10 minutes'`),
    ),
  )!;
}

const claim = { attempts: sql`${outboxEmails.attempts} + 1`, updatedAt: sql`now()` };

/**
 * Claims up to `limit` queued rows. The advisory lock keeps several servers
 * from scanning at once; the conditional UPDATE is what makes a row go to one
 * sender only. The transaction is short on purpose: SMTP happens after it, so
 * PGlite's single connection is never held while a mail server answers.
 */
export async function claimQueuedEmails(db: Db, limit: number): Promise<OutboxRow[] | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${OUTBOX_LOCK_KEY}) as locked`,
    );
    const [row] = (result as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) return null;
    const oldest = tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(claimable())
      .orderBy(asc(outboxEmails.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return tx
      .update(outboxEmails)
      .set(claim)
      .where(and(claimable(), inArray(outboxEmails.id, oldest)))
      .returning();
  });
}

/** Sends one claimed row and records the outcome on it. */
export async function sendClaimedEmail(
  db: Db,
  mailer: Mailer,
  row: OutboxRow,
): Promise<'sent' | 'failed'> {
  let failure: string | null = null;
  try {
    await mailer.send({
      to: row.to,
      cc: row.cc,
      bcc: row.bcc,
      subject: row.subject,
      body: row.body,
      priority: row.priority,
    });
  } catch (error) {
    failure = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
  }
  await db
    .update(outboxEmails)
    .set(
      failure === null
        ? { status: 'sent', sentAt: new Date(), error: null, updatedAt: new Date() }
        : { status: 'failed', error: failure, updatedAt: new Date() },
    )
    .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'queued')));
  return failure === null ? 'sent' : 'failed';
}

/** Delivers one row now (emails.send with SMTP configured); another sender may already have it. */
export async function deliverOutboxEmail(
  db: Db,
  mailer: Mailer | null,
  id: string,
): Promise<DeliveryStatus> {
  if (mailer) {
    const [row] = await db
      .update(outboxEmails)
      .set(claim)
      .where(and(eq(outboxEmails.id, id), claimable()))
      .returning();
    if (row) return sendClaimedEmail(db, mailer, row);
  }
  const [current] = await db
    .select({ status: outboxEmails.status })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, id));
  return current?.status === 'sent' || current?.status === 'failed' ? current.status : 'queued';
}
