import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { installerActivities, installers, monitoringProposals } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { applyMonitoringType } from '../monitoring/apply-monitoring-type';
import { notifyManagers } from '../monitoring/notify-managers';
import { loadMonitoringSettings, type MonitoringSettings } from '../monitoring/settings';

/**
 * The monitoring rule: a Standard installer whose risk score reaches the risk
 * threshold, or whose 12-month volume passes the volume threshold, is proposed
 * for Enhanced monitoring (or moved at once when the tenant's setting says so).
 */
export async function proposeEnhancedIfNeeded(tx: Tx, actor: Actor, installerId: string) {
  const outcomes = await proposeEnhancedWhereNeeded(tx, actor, [installerId]);
  return outcomes.get(installerId) ?? null;
}

/** Installers whose standing proposeEnhancedWhereNeeded reads per statement. */
const RULE_CHUNK = 500;

/**
 * The monitoring rule for several installers of the actor's tenant: their standing is read in
 * one statement per 500 and the settings once; only an installer the rule catches costs more.
 */
export async function proposeEnhancedWhereNeeded(
  tx: Tx,
  actor: Actor,
  installerIds: Iterable<string>,
) {
  const ids = [...new Set(installerIds)];
  const outcomes = new Map<string, 'applied' | 'proposed'>();
  if (ids.length === 0) return outcomes;
  const settings = await loadMonitoringSettings(tx, actor.tenantId);
  for (let i = 0; i < ids.length; i += RULE_CHUNK) {
    const standing = await tx
      .select({
        id: installers.id,
        name: installers.name,
        type: installers.monitoringType,
        risk: installers.riskScore,
        volume: installers.volumeLast12Months,
      })
      .from(installers)
      .where(
        and(
          eq(installers.tenantId, actor.tenantId),
          inArray(installers.id, ids.slice(i, i + RULE_CHUNK)),
        ),
      );
    for (const installer of standing) {
      if (installer.type === 'Enhanced') continue;
      const outcome = await applyRule(tx, actor, installer, settings);
      if (outcome) outcomes.set(installer.id, outcome);
    }
  }
  return outcomes;
}

async function applyRule(
  tx: Tx,
  actor: Actor,
  installer: { id: string; name: string; risk: number; volume: number },
  settings: MonitoringSettings,
) {
  const installerId = installer.id;
  const reasons = [
    installer.risk >= settings.riskScoreThreshold
      ? `risk score ${installer.risk.toFixed(1)} reached the threshold of ${settings.riskScoreThreshold}`
      : null,
    installer.volume > settings.volumeThreshold
      ? `${installer.volume} inspections in 12 months passed the volume threshold of ${settings.volumeThreshold}`
      : null,
  ].filter(Boolean);
  if (reasons.length === 0) return null;
  const reason = `Rule: ${reasons.join('; ')}.`;

  if (settings.autoApplyEnhanced) {
    await applyMonitoringType(tx, actor, installerId, 'Enhanced', reason);
    return 'applied' as const;
  }
  const inserted = await tx
    .insert(monitoringProposals)
    .values({ tenantId: actor.tenantId, installerId, reason })
    .onConflictDoNothing()
    .returning({ id: monitoringProposals.id });
  if (inserted.length === 0) return null; // already proposed
  await tx.insert(installerActivities).values({
    tenantId: actor.tenantId,
    installerId,
    type: 'status_change',
    title: 'Proposed for Enhanced monitoring',
    description: reason,
    createdBy: actor.user.id,
    createdByName: actor.user.name,
  });
  await notifyManagers(tx, actor.tenantId, {
    event: 'monitoring_proposal',
    type: 'warning',
    title: 'Enhanced monitoring proposed',
    message: `${installer.name}: ${reason}`,
    actionUrl: `/installers/${installerId}`,
    createdBy: actor.user.id,
  });
  return 'proposed' as const;
}
