import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { users } from '@/server/db/schema/index';

/** The user, locked for the rest of the transaction; another tenant's user reads as missing. */
export async function findUserForUpdate(tx: Tx, tenantId: string, id: string) {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId)))
    .for('update');
  if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found.' });
  return user;
}

/**
 * Said whoever holds the address, this tenant or another: "already exists" (or a 409)
 * would tell an administrator that someone elsewhere uses it (docs/security-sign-in.md).
 */
export const EMAIL_UNUSABLE_MESSAGE = 'This e-mail address cannot be used. Choose another.';

/** E-mail addresses sign people in, so they are unique across every tenant. */
export async function assertEmailFree(tx: Tx, email: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (clash && clash.id !== exceptId) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: EMAIL_UNUSABLE_MESSAGE });
  }
}

/** Refuses when removing this active administrator would leave the tenant without one. */
export async function assertOtherActiveAdmin(
  tx: Tx,
  tenantId: string,
  userId: string,
  message: string,
) {
  // Locking every active admin row serialises two concurrent demotions on PostgreSQL.
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'ADMIN'), eq(users.isActive, true)))
    .for('update');
  if (!admins.some((a) => a.id !== userId)) {
    throw new TRPCError({ code: 'BAD_REQUEST', message });
  }
}
