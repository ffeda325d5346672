import { sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { installerInspectionChanges } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { recomputeInstallersFigures } from '../monitoring/installer-figures';
import { proposeEnhancedWhereNeeded } from './monitoring-rule';

/**
 * After any change to an installer's inspections: fresh figures, then the monitoring rule, then
 * a change recorded for what reads results later (the sampling pathway job checks the installer
 * once this transaction commits: a completed inspection may take a fail rate into a band).
 */
export async function refreshInstaller(tx: Tx, actor: Actor, installerId: string | null) {
  if (!installerId) return;
  await refreshInstallers(tx, actor, [installerId]);
}

/** Records that these installers' inspections changed (installer_inspection_changes). */
async function recordInspectionChanges(tx: Tx, tenantId: string, installerIds: string[]) {
  if (installerIds.length === 0) return;
  await tx
    .insert(installerInspectionChanges)
    .values(installerIds.map((installerId) => ({ tenantId, installerId })))
    .onConflictDoUpdate({
      target: [installerInspectionChanges.tenantId, installerInspectionChanges.installerId],
      set: { changedAt: sql`now()` },
    });
}

/**
 * refreshInstaller for every installer a bulk change touched (an import): the figures and the
 * rule's reading in a few statements for all of them, not several per installer.
 */
export async function refreshInstallers(tx: Tx, actor: Actor, installerIds: Iterable<string>) {
  const ids = [...new Set(installerIds)];
  await recomputeInstallersFigures(tx, actor.tenantId, ids);
  await proposeEnhancedWhereNeeded(tx, actor, ids);
  await recordInspectionChanges(tx, actor.tenantId, ids);
}
