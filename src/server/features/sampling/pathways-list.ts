import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { installers, samplingPathwayAlerts } from '@/server/db/schema/index';
import { currentUkPeriod } from '@/shared/periods';
import { previousQuarter, quarterOf } from '@/shared/sampling/sampling';

const LIST_LIMIT = 200;

async function listAlerts(db: Db, tenantId: string, where: SQL | undefined) {
  const rows = await db
    .select({
      id: samplingPathwayAlerts.id,
      installerId: samplingPathwayAlerts.installerId,
      installerName: installers.name,
      monitoringType: installers.monitoringType,
      measureCategory: samplingPathwayAlerts.measureCategory,
      quarter: samplingPathwayAlerts.quarter,
      band: samplingPathwayAlerts.band,
      achieved: samplingPathwayAlerts.achieved,
      failed: samplingPathwayAlerts.failed,
      failRatePercent: samplingPathwayAlerts.failRatePercent,
      escalated: samplingPathwayAlerts.escalated,
      previousBand: samplingPathwayAlerts.previousBand,
      createdAt: samplingPathwayAlerts.createdAt,
    })
    .from(samplingPathwayAlerts)
    .innerJoin(installers, eq(installers.id, samplingPathwayAlerts.installerId))
    .where(and(eq(samplingPathwayAlerts.tenantId, tenantId), where))
    .orderBy(
      desc(samplingPathwayAlerts.quarter),
      desc(samplingPathwayAlerts.failRatePercent),
      installers.name,
      samplingPathwayAlerts.measureCategory,
    )
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The bands an installer reached, newest quarter first (the installer's profile). */
export function listInstallerPathways(db: Db, tenantId: string, installerId: string) {
  return listAlerts(db, tenantId, eq(samplingPathwayAlerts.installerId, installerId));
}

/** Pairs in a band this quarter or the last (the enhanced monitoring page). */
export function listRecentPathways(db: Db, tenantId: string, now = new Date()) {
  const current = quarterOf(currentUkPeriod('quarter', now).from);
  return listAlerts(db, tenantId, gte(samplingPathwayAlerts.quarter, previousQuarter(current)));
}
