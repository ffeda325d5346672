import { TRPCError } from '@trpc/server';
import {
  accountKey,
  clearFailures,
  recordFailure,
  refuseWhileLocked,
} from '@/server/lib/password-throttle';
import { APIError } from 'better-auth';
import { and, eq, ne } from 'drizzle-orm';
import { LAST_ADMIN_DEACTIVATION, type AccountPreferencesValues } from '@/shared/account/account';
import { accountPreferencesSchema } from '@/shared/user-settings';
import { writeAudit } from '@/server/audit/write-audit';
import { sessions, users } from '@/server/db/schema/index';
import type { SignedInContext } from '@/server/trpc/context';
import { getUserSettings, saveUserSettings } from '../settings/user-settings';
import { assertOtherActiveAdmin, findUserForUpdate } from '../users/guards';

export function getAccountPreferences(ctx: SignedInContext) {
  return getUserSettings(ctx.db, ctx.user.id, 'preferences');
}

/** Saves the preferences; a form that does not send `offlineWindowDays` keeps the saved one. */
export async function saveAccountPreferences(
  ctx: SignedInContext,
  input: AccountPreferencesValues,
) {
  const offlineWindowDays =
    input.offlineWindowDays ??
    (await getUserSettings(ctx.db, ctx.user.id, 'preferences')).offlineWindowDays;
  return saveUserSettings(ctx.db, ctx, 'preferences', { ...input, offlineWindowDays });
}

/** 'Reset All Settings': the security and notification preferences go back to their defaults. */
export function resetAccountPreferences(ctx: SignedInContext) {
  return saveUserSettings(ctx.db, ctx, 'preferences', accountPreferencesSchema.parse({}));
}

/**
 * better-auth checks the current password and stores the new hash; we then end
 * the user's other sessions (whoever knew the old password is signed out) and audit.
 */
export async function changeOwnPassword(
  ctx: SignedInContext,
  input: { currentPassword: string; newPassword: string },
) {
  if (!ctx.auth) {
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Changing a password needs the authentication service.',
    });
  }
  const throttle = accountKey('recheck', ctx.user.id);
  await refuseWhileLocked(ctx.db, throttle);
  try {
    await ctx.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
      headers: ctx.fetchHeaders(),
    });
    await clearFailures(ctx.db, throttle);
  } catch (error) {
    if (error instanceof APIError && error.status === 'BAD_REQUEST') {
      await recordFailure(ctx.db, [throttle]);
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'Current password is incorrect' });
    }
    if (error instanceof APIError && error.status === 'UNAUTHORIZED') {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
    }
    throw error;
  }
  const currentSessionId = ctx.session?.id ?? '';
  const ended = await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, ctx.user.id), ne(sessions.id, currentSessionId)))
      .returning({ id: sessions.id });
    await writeAudit(tx, ctx, {
      action: 'password_changed',
      resource: 'user',
      resourceId: ctx.user.id,
      details: { otherSessionsEnded: removed.length },
    });
    return removed.length;
  });
  return { success: true, otherSessionsEnded: ended };
}

/** Deactivates the signed-in user and ends every session of theirs, this one included. */
export async function deactivateOwnAccount(ctx: SignedInContext) {
  return ctx.db.transaction(async (tx) => {
    const user = await findUserForUpdate(tx, ctx.tenantId, ctx.user.id);
    if (user.role === 'ADMIN' && user.isActive) {
      await assertOtherActiveAdmin(tx, ctx.tenantId, user.id, LAST_ADMIN_DEACTIVATION);
    }
    await tx
      .update(users)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.tenantId, ctx.tenantId)));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await writeAudit(tx, ctx, {
      action: 'deactivate',
      resource: 'user',
      resourceId: user.id,
      details: { self: true, sessionsEnded: ended.length },
    });
    return { success: true };
  });
}
