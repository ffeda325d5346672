import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { failRate, severityScore } from '@/shared/installers/risk';
import type { Db, Tx } from '@/server/db/client';
import { checklistAnswers, defects, inspections } from '@/server/db/schema/index';
import { remediationMissed } from '../checklist-catalogue/missed-count';

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

/** A defect raised on its own (not by a checklist answer) stands for a failed item of this severity. */
const DEFECT_CATEGORY_SQL = sql`case ${defects.severity} when 'critical' then 'Category 1' when 'high' then 'Major' else 'Minor' end`;

/**
 * Failed items of one installer by TrustMark severity (Category 1, Major,
 * Minor) on its inspections dated within each period (completed date, else
 * scheduled, else created; cancelled ones ignored), and the remediation
 * deadlines missed on them; every period from one statement. A failed item is:
 * - a checklist answer Fail, with its severity (a wizard Fail not yet
 *   classified counts as Minor) and its remediation clock (`remediationMissed`);
 * - a defect raised on its own on the Defects page (one a checklist answer
 *   opened is that answer, not counted twice): critical -> Category 1,
 *   high -> Major, medium / low -> Minor; missed when still unresolved past
 *   its due date, or resolved after it;
 * - a FAILED inspection with neither (an imported result): one Minor.
 * docs/installer-figures.md has the worked examples.
 */
export async function installerSeverityCounts<K extends string>(
  db: Db | Tx,
  tenantId: string,
  installerId: string,
  periods: Record<K, SeverityPeriod>,
  now = new Date(),
): Promise<Record<K, SeverityCounts>> {
  const counts = await installersSeverityCounts(db, tenantId, [installerId], periods, now);
  return counts.get(installerId)!;
}

/** installerSeverityCounts for several installers of one tenant, in one statement. */
export async function installersSeverityCounts<K extends string>(
  db: Db | Tx,
  tenantId: string,
  installerIds: readonly string[],
  periods: Record<K, SeverityPeriod>,
  now = new Date(),
): Promise<Map<string, Record<K, SeverityCounts>>> {
  const keys = Object.keys(periods) as K[];
  const dated = datedExpression();
  const from = keys.map((k) => periods[k].from).sort()[0]!;
  const to = keys
    .map((k) => periods[k].to)
    .sort()
    .at(-1)!;
  const scope = and(
    eq(inspections.tenantId, tenantId),
    inArray(inspections.installerId, [...installerIds]),
    ne(inspections.status, 'CANCELLED'),
    sql`${dated} between ${from} and ${to}`,
  );
  const failedAnswerOf = (inspection: SQL) =>
    sql`select 1 from ${checklistAnswers} where ${checklistAnswers.inspectionId} = ${inspection} and ${checklistAnswers.answer} = 'Fail'`;
  const findings = sql`
    select ${inspections.installerId} as installer_id, ${dated} as dated,
      coalesce(${checklistAnswers.severity}, 'Minor') as category, (${remediationMissed(now)}) as missed
    from ${checklistAnswers} join ${inspections} on ${inspections.id} = ${checklistAnswers.inspectionId}
    where ${scope} and ${checklistAnswers.tenantId} = ${tenantId} and ${checklistAnswers.answer} = 'Fail'
    union all
    select ${inspections.installerId}, ${dated}, ${DEFECT_CATEGORY_SQL},
      (${defects.resolvedAt} is null and ${defects.dueDate} < ${now.toISOString()}) or ${defects.resolvedAt} > ${defects.dueDate}
    from ${defects} join ${inspections} on ${inspections.id} = ${defects.inspectionId}
    where ${scope} and ${defects.tenantId} = ${tenantId}
      and not exists (select 1 from ${checklistAnswers} where ${checklistAnswers.inspectionId} = ${defects.inspectionId} and ${checklistAnswers.defectId} = ${defects.id})
    union all
    select ${inspections.installerId}, ${dated}, 'Minor', false
    from ${inspections}
    where ${scope} and ${inspections.status} = 'FAILED'
      and not exists (${failedAnswerOf(sql`${inspections.id}`)})
      and not exists (select 1 from ${defects} where ${defects.inspectionId} = ${inspections.id} and ${defects.tenantId} = ${tenantId})`;
  const counted = {
    cat1: sql`category = 'Category 1'`,
    major: sql`category = 'Major'`,
    minor: sql`category = 'Minor'`,
    missedDeadlines: sql`missed`,
  };
  const columns = keys.flatMap((key, i) =>
    Object.entries(counted).map(
      ([name, condition]) =>
        sql`(count(*) filter (where dated between ${periods[key].from} and ${periods[key].to} and ${condition}))::int as ${sql.identifier(`${name}_${i}`)}`,
    ),
  );
  const result = await db.execute(
    sql`select installer_id, ${sql.join(columns, sql`, `)} from (${findings}) findings group by installer_id`,
  );
  const rows = (result as { rows: Record<string, number | string>[] }).rows;
  const byInstaller = new Map(rows.map((row) => [String(row.installer_id), row]));
  // An installer without findings has no row: zero of everything.
  return new Map(
    installerIds.map((id) => {
      const row = byInstaller.get(id) ?? {};
      const counts = Object.fromEntries(
        keys.map((key, i) => [
          key,
          Object.fromEntries(
            Object.keys(counted).map((name) => [name, Number(row[`${name}_${i}`] ?? 0)]),
          ),
        ]),
      ) as Record<K, SeverityCounts>;
      return [id, counts];
    }),
  );
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
  const [[results], { period: counts }] = await Promise.all([
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
    installerSeverityCounts(db, tenantId, installerId, { period }, now),
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
