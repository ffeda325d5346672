import { and, desc, eq, sql } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { HIGH_RISK_SCORE } from '@/shared/installers/catalogue';
import {
  escalations,
  installerActivities,
  installers,
  monitoringProposals,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { monthStart } from './dates';

/** Below this risk score an installer is low risk; from it up to HIGH_RISK_SCORE, medium. */
export const MEDIUM_RISK_SCORE = 4;
const RECENT_ACTIVITY_LIMIT = 10;

const toNumberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** The Enhanced Monitoring overview, every figure from the tenant's current data. */
export async function getMonitoringOverview(actor: Actor, now = new Date()) {
  const { db, tenantId } = actor;
  const today = todayInLondon(now);
  const [thisMonth, lastMonth, nextMonth] = [0, -1, 1].map((offset) => monthStart(today, offset));
  const enhanced = sql`${installers.monitoringType} = 'Enhanced'`;
  const startedBetween = (from: string | undefined, to: string | undefined) =>
    sql`(count(*) filter (where ${enhanced} and ${installers.monitoringStartDate} >= ${from} and ${installers.monitoringStartDate} < ${to}))::int`;
  const [figures] = await db
    .select({
      totalEnhanced: sql<number>`(count(*) filter (where ${enhanced}))::int`,
      activeMonitoring: sql<number>`(count(*) filter (where ${enhanced} and ${installers.status} = 'Active'))::int`,
      complianceRate: sql<
        string | null
      >`round((avg(${installers.complianceRate}) filter (where ${enhanced}))::numeric, 1)`,
      high: sql<number>`(count(*) filter (where ${installers.riskScore} >= ${HIGH_RISK_SCORE}))::int`,
      medium: sql<number>`(count(*) filter (where ${installers.riskScore} >= ${MEDIUM_RISK_SCORE} and ${installers.riskScore} < ${HIGH_RISK_SCORE}))::int`,
      low: sql<number>`(count(*) filter (where ${installers.riskScore} < ${MEDIUM_RISK_SCORE}))::int`,
      thisMonth: sql<number>`${startedBetween(thisMonth, nextMonth)}`,
      lastMonth: sql<number>`${startedBetween(lastMonth, thisMonth)}`,
    })
    .from(installers)
    .where(eq(installers.tenantId, tenantId));
  const [cases] = await db
    .select({
      escalated: sql<number>`(count(distinct ${escalations.installerId}) filter (where ${escalations.status} in ('Active', 'Under Review')))::int`,
      averageResolutionDays: sql<
        string | null
      >`round((avg(extract(epoch from ${escalations.resolvedAt} - ${escalations.openedAt})) filter (where ${escalations.status} = 'Resolved' and ${escalations.resolvedAt} is not null) / 86400)::numeric, 1)`,
    })
    .from(escalations)
    .where(eq(escalations.tenantId, tenantId));
  const [proposals] = await db
    .select({ pending: sql<number>`count(*)::int` })
    .from(monitoringProposals)
    .where(
      and(eq(monitoringProposals.tenantId, tenantId), eq(monitoringProposals.status, 'pending')),
    );
  const recent = await db
    .select({
      id: installerActivities.id,
      installerId: installerActivities.installerId,
      installerName: installers.name,
      title: installerActivities.title,
      description: installerActivities.description,
      createdByName: installerActivities.createdByName,
      createdAt: installerActivities.createdAt,
    })
    .from(installerActivities)
    .innerJoin(installers, eq(installers.id, installerActivities.installerId))
    .where(
      and(
        eq(installerActivities.tenantId, tenantId),
        eq(installerActivities.type, 'status_change'),
      ),
    )
    .orderBy(desc(installerActivities.createdAt), desc(installerActivities.id))
    .limit(RECENT_ACTIVITY_LIMIT);

  const growthThis = figures?.thisMonth ?? 0;
  const growthLast = figures?.lastMonth ?? 0;
  return {
    totalEnhanced: figures?.totalEnhanced ?? 0,
    activeMonitoring: figures?.activeMonitoring ?? 0,
    escalated: cases?.escalated ?? 0,
    complianceRate: toNumberOrNull(figures?.complianceRate),
    riskDistribution: {
      high: figures?.high ?? 0,
      medium: figures?.medium ?? 0,
      low: figures?.low ?? 0,
    },
    averageResolutionDays: toNumberOrNull(cases?.averageResolutionDays),
    monthlyGrowth: {
      thisMonth: growthThis,
      lastMonth: growthLast,
      change: growthThis - growthLast,
    },
    pendingReviews: proposals?.pending ?? 0,
    recentActivity: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
