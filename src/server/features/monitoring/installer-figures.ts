import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  computeInstallerFigures,
  figuresPeriod,
  type FigureInspection,
  type InstallerFigures,
} from '../../../shared/installers/figures';
import { RISK_MODEL } from '../../../shared/installers/risk';
import type { Db, Tx } from '../../db/client';
import { inspections, installers } from '../../db/schema/index';
import { installersSeverityCounts } from './installer-severity';
import { bulkUpdate } from '../../lib/bulk-insert';
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
  const figures = await recomputeInstallersFigures(tx, tenantId, [installerId], now);
  return figures.get(installerId) ?? null;
}

/** Installers recomputed per statement by recomputeInstallersFigures. */
const FIGURES_CHUNK = 500;

/**
 * recomputeInstallerFigures for many installers of one tenant (an import touches hundreds):
 * a few statements per 500 installers instead of five per installer. Installers of another
 * tenant, or gone, are skipped; the figures of those recomputed are returned by id.
 */
export async function recomputeInstallersFigures(
  tx: Db | Tx,
  tenantId: string,
  installerIds: Iterable<string>,
  now = new Date(),
) {
  const ids = [...new Set(installerIds)];
  const result = new Map<string, InstallerFigures>();
  if (ids.length === 0) return result;
  const settings = await loadMonitoringSettings(tx, tenantId);
  const periods = { year: figuresPeriod(now), recent: figuresPeriod(now, RISK_MODEL.recentDays) };
  for (let i = 0; i < ids.length; i += FIGURES_CHUNK) {
    const chunk = ids.slice(i, i + FIGURES_CHUNK);
    const found = await tx
      .select({ id: installers.id, monitoringType: installers.monitoringType })
      .from(installers)
      .where(and(eq(installers.tenantId, tenantId), inArray(installers.id, chunk)));
    if (found.length === 0) continue;
    const foundIds = found.map((installer) => installer.id);
    const rows = await tx
      .select({
        installerId: inspections.installerId,
        status: inspections.status,
        ewiGrading: inspections.ewiGrading,
        date: sql<
          string | null
        >`coalesce(${inspections.completedDate}, ${inspections.scheduledDate})`,
        createdAt: inspections.createdAt,
        completedDate: inspections.completedDate,
      })
      .from(inspections)
      .where(and(eq(inspections.tenantId, tenantId), inArray(inspections.installerId, foundIds)));
    const listOf = new Map<string, FigureInspection[]>(foundIds.map((id) => [id, []]));
    for (const { installerId, createdAt, ...row } of rows)
      listOf.get(installerId!)?.push({ ...row, createdAt: createdAt.toISOString() });
    const severity = await installersSeverityCounts(tx, tenantId, foundIds, periods, now);
    const updates = found.map((installer) => {
      const { year, recent } = severity.get(installer.id)!;
      const figures = computeInstallerFigures(
        listOf.get(installer.id)!,
        installer.monitoringType,
        now,
        settings.reviewFrequency,
        { ...year, recentCat1: recent.cat1 > 0 },
      );
      result.set(installer.id, figures);
      return { ...figures, id: installer.id };
    });
    await bulkUpdate(tx, installers, installers.id, updates, {
      same: { figuresUpdatedAt: now },
      where: eq(installers.tenantId, tenantId),
    });
  }
  return result;
}
