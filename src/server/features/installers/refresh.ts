import type { Tx } from '../../db/client';
import type { Actor } from '../../trpc/actor';
import { recomputeInstallerFigures } from '../monitoring/installer-figures';
import { proposeEnhancedIfNeeded } from './monitoring-rule';

/** After any change to an installer's inspections: fresh figures, then the monitoring rule. */
export async function refreshInstaller(tx: Tx, actor: Actor, installerId: string | null) {
  if (!installerId) return;
  await recomputeInstallerFigures(tx, actor.tenantId, installerId);
  await proposeEnhancedIfNeeded(tx, actor, installerId);
}
