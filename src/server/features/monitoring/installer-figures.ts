import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  computeInstallerFigures,
  figuresPeriod,
  type FigureInspection,
  type InstallerFigures,
} from '@/shared/installers/figures';
import type { MonitoringType } from '@/shared/installers/catalogue';
import { RISK_MODEL } from '@/shared/installers/risk';
import type { Db, Tx } from '@/server/db/client';
import { inspections, installers } from '@/server/db/schema/index';
import { installersSeverityCounts } from './installer-severity';
import { bulkUpdate } from '@/server/lib/bulk-insert';
import { loadMonitoringSettings, type MonitoringSettings } from './settings';

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

/** Installers named per statement by recomputeInstallersFigures. */
const IDS_PER_STATEMENT = 500;
/** Inspections it holds in memory at once (more only when one installer has more). */
const ROWS_PER_PASS = 25_000;

type Found = { id: string; monitoringType: MonitoringType; inspections: number };
type Context = {
  tenantId: string;
  now: Date;
  settings: MonitoringSettings;
  result: Map<string, InstallerFigures>;
};

/**
 * recomputeInstallerFigures for many installers of one tenant (an import touches hundreds):
 * a few statements per pass of installers holding up to 25,000 inspections between them,
 * instead of five per installer. Installers of another tenant, or gone, are skipped; the
 * figures of those recomputed are returned by id.
 */
export async function recomputeInstallersFigures(
  tx: Db | Tx,
  tenantId: string,
  installerIds: Iterable<string>,
  now = new Date(),
  rowsPerPass = ROWS_PER_PASS,
) {
  const ids = [...new Set(installerIds)];
  if (ids.length === 0) return new Map<string, InstallerFigures>();
  const settings = await loadMonitoringSettings(tx, tenantId);
  const context: Context = { tenantId, now, settings, result: new Map() };
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    const found = await tx
      .select({
        id: installers.id,
        monitoringType: installers.monitoringType,
        inspections: sql<number>`(select count(*)::int from ${inspections} where ${inspections.tenantId} = ${installers.tenantId} and ${inspections.installerId} = ${installers.id})`,
      })
      .from(installers)
      .where(
        and(
          eq(installers.tenantId, tenantId),
          inArray(installers.id, ids.slice(i, i + IDS_PER_STATEMENT)),
        ),
      );
    let pass: Found[] = [];
    let rows = 0;
    for (const installer of found) {
      if (pass.length > 0 && rows + installer.inspections > rowsPerPass) {
        await recomputePass(tx, context, pass);
        pass = [];
        rows = 0;
      }
      pass.push(installer);
      rows += installer.inspections;
    }
    if (pass.length > 0) await recomputePass(tx, context, pass);
  }
  return context.result;
}

async function recomputePass(tx: Db | Tx, context: Context, pass: Found[]) {
  const { tenantId, now, settings } = context;
  const ids = pass.map((installer) => installer.id);
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
    .where(and(eq(inspections.tenantId, tenantId), inArray(inspections.installerId, ids)));
  const listOf = new Map<string, FigureInspection[]>(ids.map((id) => [id, []]));
  for (const { installerId, createdAt, ...row } of rows)
    listOf.get(installerId!)?.push({ ...row, createdAt: createdAt.toISOString() });
  const periods = { year: figuresPeriod(now), recent: figuresPeriod(now, RISK_MODEL.recentDays) };
  const severity = await installersSeverityCounts(tx, tenantId, ids, periods, now);
  const updates = pass.map((installer) => {
    const { year, recent } = severity.get(installer.id)!;
    const figures = computeInstallerFigures(
      listOf.get(installer.id)!,
      installer.monitoringType,
      now,
      settings.reviewFrequency,
      { ...year, recentCat1: recent.cat1 > 0 },
    );
    context.result.set(installer.id, figures);
    return { ...figures, id: installer.id };
  });
  await bulkUpdate(tx, installers, installers.id, updates, {
    same: { figuresUpdatedAt: now },
    where: eq(installers.tenantId, tenantId),
  });
}
