import { TRPCError } from '@trpc/server';
import { todayInLondon } from '@/shared/format';
import { and, eq, sql } from 'drizzle-orm';
import type { MonitoringType } from '@/shared/installers/catalogue';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { installers, monitoringProposals } from '@/server/db/schema/index';
import { recomputeInstallerFigures } from './installer-figures';
import type { RecordedActor } from '@/server/trpc/actor';
import { ACTIVITY_TITLES, recordStatusActivity } from './activity';
import { notifyManagers } from './notify-managers';

export type ApplyMonitoringTypeResult = { changed: boolean; installerName: string };

/**
 * Moves an installer to Standard or Enhanced monitoring: the installer row
 * (type, start date today, reason, version), an activity, the managers'
 * notifications, the audit row and the figures (the next due date follows
 * the type: Quarterly for Enhanced, Annual for Standard). Call it inside the
 * caller's transaction. Asking for the type the installer already has changes
 * nothing and returns changed: false.
 */
export async function applyMonitoringType(
  tx: Db | Tx,
  actor: RecordedActor,
  installerId: string,
  type: MonitoringType,
  reason: string,
  now = new Date(),
): Promise<ApplyMonitoringTypeResult> {
  const [current] = await tx
    .select({ name: installers.name, monitoringType: installers.monitoringType })
    .from(installers)
    .where(and(eq(installers.tenantId, actor.tenantId), eq(installers.id, installerId)))
    .for('update');
  if (!current) throw new TRPCError({ code: 'NOT_FOUND', message: 'Installer not found.' });
  if (current.monitoringType === type) return { changed: false, installerName: current.name };

  const cleanReason = reason.trim();
  await tx
    .update(installers)
    .set({
      monitoringType: type,
      monitoringStartDate: todayInLondon(now),
      monitoringReason: cleanReason,
      version: sql`${installers.version} + 1`,
      updatedBy: actor.user?.id ?? null,
      updatedAt: now,
    })
    .where(and(eq(installers.tenantId, actor.tenantId), eq(installers.id, installerId)));
  if (type === 'Enhanced') {
    // Whoever moved the installer has answered any open proposal for it.
    await tx
      .update(monitoringProposals)
      .set({ status: 'confirmed', decidedBy: actor.user?.id ?? null, decidedAt: now })
      .where(
        and(
          eq(monitoringProposals.tenantId, actor.tenantId),
          eq(monitoringProposals.installerId, installerId),
          eq(monitoringProposals.status, 'pending'),
        ),
      );
  }
  const title =
    type === 'Enhanced' ? ACTIVITY_TITLES.movedToEnhanced : ACTIVITY_TITLES.movedToStandard;
  await recordStatusActivity(tx, actor, installerId, title, cleanReason || null);
  await notifyManagers(tx, actor.tenantId, {
    event: 'installer_enhanced_monitoring',
    type: type === 'Enhanced' ? 'warning' : 'info',
    title: `${current.name} moved to ${type} monitoring`,
    message: cleanReason
      ? `${current.name} was moved to ${type} monitoring. Reason: ${cleanReason}`
      : `${current.name} was moved to ${type} monitoring.`,
    actionUrl: `/installers/${installerId}`,
    createdBy: actor.user?.id ?? null,
  });
  await writeAudit(tx, actor, {
    action: 'update',
    resource: 'installer',
    resourceId: installerId,
    details: { monitoringType: { from: current.monitoringType, to: type }, reason: cleanReason },
  });
  await recomputeInstallerFigures(tx, actor.tenantId, installerId, now);
  return { changed: true, installerName: current.name };
}
