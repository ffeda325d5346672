import { and, eq, ne, sql } from 'drizzle-orm';
import type { DefectSeverity } from '../../../shared/defects/catalogue';
import { failRate, severityScore } from '../../../shared/installers/risk';
import type { Db, Tx } from '../../db/client';
import { defects, inspections } from '../../db/schema/index';

/** An inspection's date for periods: completed, else scheduled, else created (as the stored figures date it). */
const datedExpression = () =>
  sql`coalesce(${inspections.completedDate}, ${inspections.scheduledDate}, (${inspections.createdAt} at time zone 'UTC')::date)`;

export type SeverityPeriod = { from: string; to: string };

export type SeverityCounts = {
  cat1: number;
  major: number;
  minor: number;
  /** Remediation deadlines missed on the period's failed items. */
  missedDeadlines: number;
};

/**
 * INTERIM mapping until the per-inspection checklist answers exist: a defect's
 * severity stands for the severity of a failed checklist item.
 */
export const DEFECT_SEVERITY_CATEGORY: Record<DefectSeverity, 'cat1' | 'major' | 'minor'> = {
  critical: 'cat1',
  high: 'major',
  medium: 'minor',
  low: 'minor',
};

/**
 * Failed items of one installer by TrustMark severity (Category 1, Major,
 * Minor) on its inspections dated within the period (completed date, else
 * scheduled, else created; cancelled ones ignored), and the remediation deadlines
 * missed on them.
 *
 * INTERIM (issue 16 point 6, documented in docs/installer-figures.md): the
 * counts are derived from defects until checklist answers carry a severity:
 * - each defect counts by DEFECT_SEVERITY_CATEGORY (critical -> Category 1,
 *   high -> Major, medium / low -> Minor);
 * - a FAILED inspection without any defect counts as one Minor (under the new
 *   rules a Category 1 or Major failure always opens a defect);
 * - a missed deadline is a defect still unresolved past its due date, or
 *   resolved after it.
 * Once checklist answers exist, only this function changes: it reads the
 * failed answers' severities and their remediation clocks instead.
 */
export async function installerSeverityCounts(
  db: Db | Tx,
  tenantId: string,
  installerId: string,
  period: SeverityPeriod,
  now = new Date(),
): Promise<SeverityCounts> {
  const dated = datedExpression();
  const inPeriod = and(
    eq(inspections.tenantId, tenantId),
    eq(inspections.installerId, installerId),
    ne(inspections.status, 'CANCELLED'),
    sql`${dated} between ${period.from} and ${period.to}`,
  );
  const [bySeverity, [unclassified]] = await Promise.all([
    db
      .select({
        severity: defects.severity,
        n: sql<number>`count(*)::int`,
        missed: sql<number>`(count(*) filter (where (${defects.resolvedAt} is null and ${defects.dueDate} < ${now.toISOString()}) or ${defects.resolvedAt} > ${defects.dueDate}))::int`,
      })
      .from(defects)
      .innerJoin(inspections, eq(inspections.id, defects.inspectionId))
      .where(and(eq(defects.tenantId, tenantId), inPeriod))
      .groupBy(defects.severity),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inspections)
      .where(
        and(
          inPeriod,
          eq(inspections.status, 'FAILED'),
          sql`not exists (select 1 from ${defects} where ${defects.inspectionId} = ${inspections.id} and ${defects.tenantId} = ${tenantId})`,
        ),
      ),
  ]);
  const counts: SeverityCounts = { cat1: 0, major: 0, minor: 0, missedDeadlines: 0 };
  for (const row of bySeverity) {
    counts[DEFECT_SEVERITY_CATEGORY[row.severity]] += Number(row.n);
    counts.missedDeadlines += Number(row.missed);
  }
  counts.minor += Number(unclassified?.n ?? 0);
  return counts;
}

/**
 * One period of an installer's record for the profile: measures audited and
 * failed (results dated within the period, as the stored figures count them),
 * the severity counts, the severity score and the fail rate in percent.
 */
export async function installerPeriodRecord(
  db: Db | Tx,
  tenantId: string,
  installerId: string,
  period: SeverityPeriod,
  now = new Date(),
) {
  const dated = datedExpression();
  const [[results], counts] = await Promise.all([
    db
      .select({
        measuresAudited: sql<number>`count(*)::int`,
        failed: sql<number>`(count(*) filter (where ${inspections.status} = 'FAILED'))::int`,
      })
      .from(inspections)
      .where(
        and(
          eq(inspections.tenantId, tenantId),
          eq(inspections.installerId, installerId),
          sql`${inspections.status} in ('PASSED', 'FAILED', 'REQUIRES_FOLLOW_UP')`,
          sql`${dated} between ${period.from} and ${period.to}`,
        ),
      ),
    installerSeverityCounts(db, tenantId, installerId, period, now),
  ]);
  const record = {
    measuresAudited: Number(results?.measuresAudited ?? 0),
    failed: Number(results?.failed ?? 0),
    ...counts,
  };
  const rate = failRate(record);
  return {
    ...record,
    severityScore: severityScore(record),
    failRate: rate === null ? null : Math.round(rate * 1000) / 10,
  };
}
