import { and, eq, sql } from 'drizzle-orm';
import { computeInstallerFigures, figuresPeriod } from '../../../shared/installers/figures';
import { RISK_MODEL } from '../../../shared/installers/risk';
import type { Db, Tx } from '../../db/client';
import { inspections, installers } from '../../db/schema/index';
import { installerSeverityCounts } from './installer-severity';
import { loadMonitoringSettings } from './settings';

/**
 * Recomputes one installer's stored figures from its inspections. Called in
 * the transaction of every change to one of its inspections (and after a
 * monitoring-type change, which moves the next due date), so list pages read
 * plain columns instead of aggregating every inspection. It belongs to
 * monitoring, not installers: the figures follow the monitoring type and the
 * tenant's review frequency, and applyMonitoringType recomputes them, while
 * installers sit above monitoring in the feature order.
 */
export async function recomputeInstallerFigures(
  tx: Db | Tx,
  tenantId: string,
  installerId: string,
  now = new Date(),
) {
  const [installer] = await tx
    .select({ monitoringType: installers.monitoringType })
    .from(installers)
    .where(and(eq(installers.tenantId, tenantId), eq(installers.id, installerId)));
  if (!installer) return null;
  const rows = await tx
    .select({
      status: inspections.status,
      ewiGrading: inspections.ewiGrading,
      date: sql<
        string | null
      >`coalesce(${inspections.completedDate}, ${inspections.scheduledDate})`,
      createdAt: inspections.createdAt,
      completedDate: inspections.completedDate,
    })
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId), eq(inspections.installerId, installerId)));
  const settings = await loadMonitoringSettings(tx, tenantId);
  const { year, recent } = await installerSeverityCounts(
    tx,
    tenantId,
    installerId,
    { year: figuresPeriod(now), recent: figuresPeriod(now, RISK_MODEL.recentDays) },
    now,
  );
  const figures = computeInstallerFigures(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    installer.monitoringType,
    now,
    settings.reviewFrequency,
    { ...year, recentCat1: recent.cat1 > 0 },
  );
  await tx
    .update(installers)
    .set({ ...figures, figuresUpdatedAt: now })
    .where(and(eq(installers.tenantId, tenantId), eq(installers.id, installerId)));
  return figures;
}
