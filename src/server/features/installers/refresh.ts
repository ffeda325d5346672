import type { Tx } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { recomputeInstallersFigures } from '../monitoring/installer-figures';
import { checkPathways } from '../sampling/pathways';
import { proposeEnhancedWhereNeeded } from './monitoring-rule';

/**
 * After any change to an installer's inspections: fresh figures, then the monitoring rule, then
 * the sampling pathways (a completed inspection may take a pair's fail rate into a band).
 */
export async function refreshInstaller(tx: Tx, actor: Actor, installerId: string | null) {
  if (!installerId) return;
  await refreshInstallers(tx, actor, [installerId]);
}

/**
 * refreshInstaller for every installer a bulk change touched (an import): the figures and the
 * rule's reading in a few statements for all of them, not several per installer.
 */
export async function refreshInstallers(tx: Tx, actor: Actor, installerIds: Iterable<string>) {
  const ids = [...installerIds];
  await recomputeInstallersFigures(tx, actor.tenantId, ids);
  await proposeEnhancedWhereNeeded(tx, actor, ids);
  await checkPathways(tx, { tenantId: actor.tenantId, installerIds: ids, userId: actor.user.id });
}
