import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  checklistAnswers,
  fundingSchemes,
  inspections,
  lodgedMeasures,
} from '@/server/db/schema/index';
import { isCompleted, isFailed } from '@/server/figures/inspection-figures';
import type { PeriodDays } from '@/shared/periods';
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
function answersPerMeasure(db: Db, tenantId: string, days: PeriodDays, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      measureId: sql<string>`${inspections.lodgedMeasureId}`.as('measure_id'),
      // 1 = Category 1, 2 = Major, 3 = Minor: the lowest is the worst.
      worst: sql<
        number | null
      >`min(case ${checklistAnswers.severity} when 'Category 1' then 1 when 'Major' then 2 when 'Minor' then 3 end) filter (where ${standingFail})`.as(
        'worst',
      ),
      outstanding: int(
        sql`count(*) filter (where ${standingFail} and ${checklistAnswers.acceptedAt} is null)`,
      ).as('outstanding'),
      overdue: int(
        sql`count(*) filter (where ${standingFail} and ${checklistAnswers.acceptedAt} is null and ${checklistAnswers.remediationDueAt} < ${at})`,
      ).as('overdue'),
      late: int(
        sql`count(*) filter (where ${standingFail} and ${checklistAnswers.evidenceSubmittedAt} > ${checklistAnswers.remediationDueAt})`,
      ).as('late'),
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
 * Per installer, measure category and scheme over the quarter's measures: the plan's counts and
 * the report's extras. Overdue is judged at `now` (when the report is generated).
 */
export async function countReportTriples(
  db: Db,
  tenantId: string,
  days: PeriodDays,
  now: Date,
): Promise<TripleCounts[]> {
  const answers = answersPerMeasure(db, tenantId, days, now);
  const completed = linkedInspection(isCompleted());
  const failed = linkedInspection(isFailed());
  const failedWith = (worst: ReturnType<typeof sql>) =>
    int(sql`count(*) filter (where ${failed} and ${worst})`);
  return db
    .select({
      installerId: lodgedMeasures.installerId,
      measureCategory: lodgedMeasures.measureCategory,
      schemeId: fundingSchemes.id,
      schemeName: fundingSchemes.name,
      population: int(sql`count(*)`),
      achieved: int(sql`count(*) filter (where ${completed})`),
      failed: int(sql`count(*) filter (where ${failed})`),
      passed: int(sql`count(*) filter (where ${completed} and not ${failed})`),
      failedCategory1: failedWith(sql`${answers.worst} = 1`),
      failedMajor: failedWith(sql`${answers.worst} = 2`),
      failedMinor: failedWith(sql`${answers.worst} = 3`),
      failedUngraded: failedWith(sql`${answers.worst} is null`),
      remediationsOutstanding: int(sql`coalesce(sum(${answers.outstanding}), 0)`),
      remediationsOverdue: int(sql`coalesce(sum(${answers.overdue}), 0)`),
      remediationsLate: int(sql`coalesce(sum(${answers.late}), 0)`),
      failsOverturned: int(sql`coalesce(sum(${answers.overturned}), 0)`),
    })
    .from(lodgedMeasures)
    .innerJoin(fundingSchemes, eq(fundingSchemes.id, lodgedMeasures.fundingSchemeId))
    .leftJoin(answers, eq(answers.measureId, lodgedMeasures.id))
    .where(installedIn(tenantId, days))
    .groupBy(
      lodgedMeasures.installerId,
      lodgedMeasures.measureCategory,
      fundingSchemes.id,
      fundingSchemes.name,
      fundingSchemes.sortOrder,
    )
    .orderBy(fundingSchemes.sortOrder, fundingSchemes.name);
}
