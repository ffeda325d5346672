import { TRPCError } from '@trpc/server';
import { and, eq, gte, min, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { outboxEmails } from '@/server/db/schema/index';
import { retryText } from '@/server/lib/password-throttle';
import type { Actor } from '@/server/trpc/actor';

/**
 * Per-user sending limit (issue 11: an inspector queued 20 e-mails to 150
 * outside addresses each in 0.2 s). Counted from the outbox, so every server
 * instance agrees: at most SEND_LIMIT.recipients recipients (To, Cc and Bcc;
 * one per installer in a bulk send) in any SEND_LIMIT.windowMinutes. One full
 * bulk send to 500 installers fits; repeating it at once does not.
 */
export const SEND_LIMIT = { windowMinutes: 10, recipients: 600 } as const;

const recipientsOf = sql<number>`jsonb_array_length(${outboxEmails.to}) + jsonb_array_length(${outboxEmails.cc}) + jsonb_array_length(${outboxEmails.bcc})`;

export async function assertMaySend(db: Db | Tx, actor: Actor, adding: number, now = new Date()) {
  const since = new Date(now.getTime() - SEND_LIMIT.windowMinutes * 60_000);
  const [sent] = await db
    .select({
      recipients: sql<number>`coalesce(sum(${recipientsOf}), 0)::int`,
      oldest: min(outboxEmails.createdAt),
    })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.tenantId, actor.tenantId),
        eq(outboxEmails.createdBy, actor.user.id),
        ne(outboxEmails.status, 'draft'),
        gte(outboxEmails.createdAt, since),
      ),
    );
  const already = Number(sent?.recipients ?? 0);
  if (already + adding <= SEND_LIMIT.recipients) return;
  const frees = (sent?.oldest?.getTime() ?? now.getTime()) + SEND_LIMIT.windowMinutes * 60_000;
  const seconds = Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `You can e-mail at most ${SEND_LIMIT.recipients} recipients in ${SEND_LIMIT.windowMinutes} minutes. ${retryText(seconds)}`,
  });
}
