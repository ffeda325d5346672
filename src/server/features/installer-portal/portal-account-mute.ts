import { and, eq } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import { installerPortalUsers, installers } from '@/server/db/schema/index';
import type { PortalActor } from './portal-actor';

/**
 * portal.account.get: who the portal user is and works for, and their reminder choice. The
 * shell shows the names; the Account page the switch.
 */
export async function getPortalAccount(actor: PortalActor) {
  const [row] = await actor.db
    .select({ installerName: installers.name, muteReminders: installerPortalUsers.muteReminders })
    .from(installerPortalUsers)
    .innerJoin(installers, eq(installers.id, installerPortalUsers.installerId))
    .where(
      and(
        eq(installerPortalUsers.userId, actor.user.id),
        eq(installerPortalUsers.tenantId, actor.tenantId),
        eq(installerPortalUsers.installerId, actor.installerId),
        eq(installers.tenantId, actor.tenantId),
      ),
    );
  return {
    name: actor.user.name,
    email: actor.user.email,
    installerName: row?.installerName ?? '',
    muteReminders: row?.muteReminders ?? false,
  };
}

/**
 * portal.account.setMuteReminders: the user's own row only (found by the session, never by an
 * id), audited with the value before. The notice of a new fail is sent whatever this says.
 */
export async function setMuteReminders(actor: PortalActor, muted: boolean) {
  return actor.db.transaction(async (tx) => {
    const mine = and(
      eq(installerPortalUsers.userId, actor.user.id),
      eq(installerPortalUsers.tenantId, actor.tenantId),
      eq(installerPortalUsers.installerId, actor.installerId),
    );
    const [before] = await tx
      .select({ muted: installerPortalUsers.muteReminders })
      .from(installerPortalUsers)
      .where(mine)
      .for('update');
    await tx.update(installerPortalUsers).set({ muteReminders: muted }).where(mine);
    await writeAudit(tx, actor, {
      action: muted ? 'mute_reminders' : 'unmute_reminders',
      resource: 'installer_portal_user',
      resourceId: actor.user.id,
      details: { before: before?.muted ?? false, after: muted },
    });
    return { muteReminders: muted };
  });
}
