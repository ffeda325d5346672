import { and, sql } from 'drizzle-orm';
import { MEASURE_CATEGORY_LABELS, type MeasureCategory } from '@/shared/inspections/measures';
import { inspections } from '@/server/db/schema/index';
import type { ReportFilters } from '@/server/db/schema/reports';
import { outcomeCountColumns, passRate } from '@/server/figures/inspection-figures';
import type { Actor } from '@/server/trpc/actor';
import { visibleInspections } from '../inspections/scope';
import { inspectionFilterCondition } from './report-filters';

export type PassRateRow = {
  label: string;
  total: number;
  passed: number;
  failed: number;
  open: number;
  /** Passed / (passed + failed) in percent, null when nothing was decided. */
  passRate: number | null;
};

const GROUPS = {
  inspector: sql<string>`coalesce(nullif(trim(${inspections.inspectorName}), ''), 'Unassigned')`,
  installer: sql<string>`${inspections.installerName}`,
  category: sql<string>`${inspections.measureType}`,
};

/** The rows added up, with the pass rate of the sums (never an average of rates). */
export function passRateTotals(rows: readonly PassRateRow[]): Omit<PassRateRow, 'label'> {
  const sums = rows.reduce(
    (s, r) => ({
      total: s.total + r.total,
      passed: s.passed + r.passed,
      failed: s.failed + r.failed,
      open: s.open + r.open,
    }),
    { total: 0, passed: 0, failed: 0, open: 0 },
  );
  return { ...sums, passRate: passRate(sums) };
}

/**
 * Inspections, passed, failed and open per inspector, installer or measure
 * category, within the actor's inspection scope (shared by the Performance
 * preset and the Performance tab).
 */
export async function passRateRows(
  actor: Actor,
  filters: ReportFilters,
  by: keyof typeof GROUPS,
): Promise<PassRateRow[]> {
  const group = GROUPS[by];
  const rows = await actor.db
    .select({ label: group, ...outcomeCountColumns() })
    .from(inspections)
    .where(and(await visibleInspections(actor), inspectionFilterCondition(filters)))
    .groupBy(group)
    .orderBy(group);
  return rows.map((r) => ({
    label:
      by === 'category'
        ? (MEASURE_CATEGORY_LABELS[r.label as MeasureCategory] ?? r.label)
        : r.label,
    total: r.total,
    passed: r.passed,
    failed: r.failed,
    open: r.pending,
    passRate: passRate(r),
  }));
}
