import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import {
  checklistAnswers,
  fundingSchemes,
  inspections,
  lodgedMeasures,
} from '@/server/db/schema/index';
import { isCompleted, isFailed } from '@/server/figures/inspection-figures';
import type { PeriodDays } from '@/shared/periods';
import {
  remediationLate,
  remediationOutstanding,
  remediationOverdue,
} from '../checklist-catalogue/missed-count';
import { installedIn, linkedInspection } from './plan-figures';

/**
 * What the quarterly scheme report adds to the plan's counts (docs/sampling.md, "The quarterly
 * scheme report"), per installer, measure category and funding scheme. Population, achieved and
 * failed use the plan's own definitions (plan-figures.ts), so the report cannot disagree with it.
 */
export type ReportExtras = {
  passed: number;
  failedCategory1: number;
  failedMajor: number;
  failedMinor: number;
  /** Failed measures with no graded, standing Fail item (an inspection failed without a checklist). */
  failedUngraded: number;
  remediationsOutstanding: number;
  remediationsOverdue: number;
  remediationsLate: number;
  failsOverturned: number;
};

export type TripleCounts = ReportExtras & {
  installerId: string | null;
  measureCategory: string;
  schemeId: string;
  schemeName: string;
  population: number;
  achieved: number;
  failed: number;
};

const int = (expression: ReturnType<typeof sql>) => sql<number>`cast(${expression} as int)`;
const standingFail = sql`${checklistAnswers.answer} = 'Fail' and ${checklistAnswers.overturnedAt} is null`;

/** Per measure of the quarter with a Fail item: its worst standing severity and its remediations. */
function answersPerMeasure(db: Db | Tx, tenantId: string, days: PeriodDays, now: Date) {
  return db
    .select({
      measureId: sql<string>`${inspections.lodgedMeasureId}`.as('measure_id'),
      // 1 = Category 1, 2 = Major, 3 = Minor: the lowest is the worst.
      worst: sql<
        number | null
      >`min(case ${checklistAnswers.severity} when 'Category 1' then 1 when 'Major' then 2 when 'Minor' then 3 end) filter (where ${standingFail})`.as(
        'worst',
      ),
      // The remediation definitions the installer's risk score counts (missed-count.ts).
      outstanding: int(
        sql`count(*) filter (where ${standingFail} and ${remediationOutstanding()})`,
      ).as('outstanding'),
      overdue: int(sql`count(*) filter (where ${standingFail} and ${remediationOverdue(now)})`).as(
        'overdue',
      ),
      late: int(sql`count(*) filter (where ${standingFail} and ${remediationLate()})`).as('late'),
      overturned: int(
        sql`count(*) filter (where ${checklistAnswers.answer} = 'Fail' and ${checklistAnswers.overturnedAt} is not null)`,
      ).as('overturned'),
    })
    .from(checklistAnswers)
    .innerJoin(
      inspections,
      and(
        eq(inspections.id, checklistAnswers.inspectionId),
        eq(inspections.tenantId, checklistAnswers.tenantId),
      ),
    )
    .where(
      and(
        eq(checklistAnswers.tenantId, tenantId),
        eq(checklistAnswers.answer, 'Fail'),
        isNotNull(inspections.lodgedMeasureId),
        inArray(
          inspections.lodgedMeasureId,
          db
            .select({ id: lodgedMeasures.id })
            .from(lodgedMeasures)
            .where(installedIn(tenantId, days)),
        ),
      ),
    )
    .groupBy(inspections.lodgedMeasureId)
    .as('answers');
}

/**
 * The quarter's measures, each with the plan's two facts about it (achieved, failed) worked out
 * once, from the plan's own definitions.
 */
function measuresOfQuarter(db: Db | Tx, tenantId: string, days: PeriodDays) {
  return (
    db
      .select({
        id: lodgedMeasures.id,
        installerId: lodgedMeasures.installerId,
        measureCategory: lodgedMeasures.measureCategory,
        schemeId: lodgedMeasures.fundingSchemeId,
        achieved: sql<boolean>`${linkedInspection(isCompleted())}`.as('achieved'),
        failed: sql<boolean>`${linkedInspection(isFailed())}`.as('failed'),
      })
      .from(lodgedMeasures)
      .where(installedIn(tenantId, days))
      // Grouped by its key (one row per measure, as without): a grouped subquery is not pulled up
      // into the outer query, where each use of achieved and failed would run its EXISTS again.
      .groupBy(lodgedMeasures.id)
      .as('m')
  );
}

/**
 * Per installer, measure category and scheme over the quarter's measures: the plan's counts and
 * the report's extras. Overdue is judged at `now` (when the report is generated).
 */
export function countReportTriples(
  db: Db,
  tenantId: string,
  days: PeriodDays,
  now: Date,
): Promise<TripleCounts[]> {
  // PostgreSQL's JIT judges this query (a few EXISTS per measure) worth compiling and spends
  // seconds on it for a query that runs in milliseconds (docs/performance.md, "Sampling plan
  // and quarterly scheme report"): off for this one transaction only.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return reportTriplesQuery(tx, tenantId, days, now);
  });
}

/** The report's grouping query (exported so a benchmark can EXPLAIN it). */
export function reportTriplesQuery(db: Db | Tx, tenantId: string, days: PeriodDays, now: Date) {
  const m = measuresOfQuarter(db, tenantId, days);
  const answers = answersPerMeasure(db, tenantId, days, now);
  const failedWith = (worst: ReturnType<typeof sql>) =>
    int(sql`count(*) filter (where ${m.failed} and ${worst})`);
  return db
    .select({
      installerId: m.installerId,
      measureCategory: m.measureCategory,
      schemeId: fundingSchemes.id,
      schemeName: fundingSchemes.name,
      population: int(sql`count(*)`),
      achieved: int(sql`count(*) filter (where ${m.achieved})`),
      failed: int(sql`count(*) filter (where ${m.failed})`),
      passed: int(sql`count(*) filter (where ${m.achieved} and not ${m.failed})`),
      failedCategory1: failedWith(sql`${answers.worst} = 1`),
      failedMajor: failedWith(sql`${answers.worst} = 2`),
      failedMinor: failedWith(sql`${answers.worst} = 3`),
      failedUngraded: failedWith(sql`${answers.worst} is null`),
      remediationsOutstanding: int(sql`coalesce(sum(${answers.outstanding}), 0)`),
      remediationsOverdue: int(sql`coalesce(sum(${answers.overdue}), 0)`),
      remediationsLate: int(sql`coalesce(sum(${answers.late}), 0)`),
      failsOverturned: int(sql`coalesce(sum(${answers.overturned}), 0)`),
    })
    .from(m)
    .innerJoin(
      fundingSchemes,
      and(eq(fundingSchemes.id, m.schemeId), eq(fundingSchemes.tenantId, tenantId)),
    )
    .leftJoin(answers, eq(answers.measureId, m.id))
    .groupBy(
      m.installerId,
      m.measureCategory,
      fundingSchemes.id,
      fundingSchemes.name,
      fundingSchemes.sortOrder,
    )
    .orderBy(fundingSchemes.sortOrder, fundingSchemes.name);
}
