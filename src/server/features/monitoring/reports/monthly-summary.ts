import { and, eq, sql } from 'drizzle-orm';
import { escalations, installerActivities, monitoringProposals } from '@/server/db/schema/index';
import { ACTIVITY_TITLES } from '../activity';
import { byMonth, londonMonth, londonSince, reportMonths } from './report-months';
import type { ReportBuilder } from './report-types';

const count = sql<number>`count(*)::int`;

/** Monitoring events per UK month: moves between Standard and Enhanced, proposals, escalations. */
export const buildMonthlySummary: ReportBuilder = async (db, tenantId, now) => {
  const { months, since, label } = reportMonths(now);
  const activityMonth = londonMonth(installerActivities.createdAt);
  const moves = await db
    .select({
      month: activityMonth,
      toEnhanced: sql<number>`(count(*) filter (where ${installerActivities.title} = ${ACTIVITY_TITLES.movedToEnhanced}))::int`,
      toStandard: sql<number>`(count(*) filter (where ${installerActivities.title} = ${ACTIVITY_TITLES.movedToStandard}))::int`,
    })
    .from(installerActivities)
    .where(
      and(
        eq(installerActivities.tenantId, tenantId),
        eq(installerActivities.type, 'status_change'),
        londonSince(installerActivities.createdAt, since),
      ),
    )
    .groupBy(activityMonth);
  const proposalMonth = londonMonth(monitoringProposals.createdAt);
  const proposals = await db
    .select({ month: proposalMonth, count })
    .from(monitoringProposals)
    .where(
      and(
        eq(monitoringProposals.tenantId, tenantId),
        londonSince(monitoringProposals.createdAt, since),
      ),
    )
    .groupBy(proposalMonth);
  const openedMonth = londonMonth(escalations.openedAt);
  const opened = await db
    .select({ month: openedMonth, count })
    .from(escalations)
    .where(and(eq(escalations.tenantId, tenantId), londonSince(escalations.openedAt, since)))
    .groupBy(openedMonth);
  const resolvedMonth = londonMonth(escalations.resolvedAt);
  const resolved = await db
    .select({ month: resolvedMonth, count })
    .from(escalations)
    .where(
      and(
        eq(escalations.tenantId, tenantId),
        eq(escalations.status, 'Resolved'),
        londonSince(escalations.resolvedAt, since),
      ),
    )
    .groupBy(resolvedMonth);

  const [m, p, o, r] = [byMonth(moves), byMonth(proposals), byMonth(opened), byMonth(resolved)];
  return {
    columns: [
      'Month',
      'Moved to Enhanced',
      'Moved to Standard',
      'Proposals Raised',
      'Escalations Opened',
      'Escalations Resolved',
    ],
    rows: months.map((month) => [
      label(month),
      m.get(month)?.toEnhanced ?? 0,
      m.get(month)?.toStandard ?? 0,
      p.get(month)?.count ?? 0,
      o.get(month)?.count ?? 0,
      r.get(month)?.count ?? 0,
    ]),
  };
};
