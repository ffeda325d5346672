import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import { installerPortalUsers, sessions, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { findInstaller } from './invitation-rules';

/** An installer's portal users: name, e-mail, last sign-in, active. */
export async function listPortalUsers(actor: Actor, installerId: string) {
  await findInstaller(actor.db, actor.tenantId, installerId);
  return actor.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      lastLoginAt: users.lastLoginAt,
      isActive: users.isActive,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(installerPortalUsers)
    .innerJoin(
      users,
      and(eq(users.id, installerPortalUsers.userId), eq(users.tenantId, actor.tenantId)),
    )
    .where(
      and(
        eq(installerPortalUsers.tenantId, actor.tenantId),
        eq(installerPortalUsers.installerId, installerId),
      ),
    )
    .orderBy(asc(users.name));
}

/**
 * Deactivates or reactivates an installer user. Deactivating ends their sessions in the same
 * transaction, so their next call is refused at once. A staff user can never be reached here:
 * the user must have a portal row in this tenant.
 */
export async function setPortalUserActive(actor: Actor, userId: string, isActive: boolean) {
  return actor.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        isActive: users.isActive,
        installerId: installerPortalUsers.installerId,
      })
      .from(installerPortalUsers)
      .innerJoin(users, eq(users.id, installerPortalUsers.userId))
      .where(
        and(
          eq(installerPortalUsers.userId, userId),
          eq(installerPortalUsers.tenantId, actor.tenantId),
          eq(users.tenantId, actor.tenantId),
        ),
      )
      .for('update', { of: users });
    if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'Portal user not found.' });
    if (user.isActive === isActive) return { id: user.id, isActive };
    await tx
      .update(users)
      .set({ isActive, updatedAt: new Date() })
      .where(and(eq(users.id, user.id), eq(users.tenantId, actor.tenantId)));
    const ended = isActive
      ? []
      : await tx
          .delete(sessions)
          .where(eq(sessions.userId, user.id))
          .returning({ id: sessions.id });
    await writeAudit(tx, actor, {
      action: isActive ? 'portal_user.reactivate' : 'portal_user.deactivate',
      resource: 'user',
      resourceId: user.id,
      details: { email: user.email, installerId: user.installerId, sessionsEnded: ended.length },
    });
    return { id: user.id, isActive };
  });
}
