import { and, eq, inArray } from 'drizzle-orm';
import { averageResponseDays, performanceRate } from '@/shared/dashboard/kpis';
import { dashboardRanges, toLondonDate, type DashboardPeriod } from '@/shared/dashboard/periods';
import { findMeasure } from '@/shared/inspections/measures';
import { SERVER_TRIGGER_LABELS, type ServerTrigger } from '@/shared/inspections/triggers';
import { installers, users } from '@/server/db/schema/index';
import type { Db } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { statsSourceFor } from './source';
import {
  dimensionCountersQuery,
  rowsOf,
  type Counters,
  type StatsDimension,
} from './stats-queries';

export type BreakdownRow = {
  key: string;
  name: string;
  inspections: number;
  pending: number;
  passed: number;
  failed: number;
  passRate: number | null;
  avgResponseDays: number | null;
};

function toRow(c: Counters, name: string): BreakdownRow {
  return {
    key: c.key,
    name,
    inspections: c.total,
    pending: c.open,
    passed: c.passed,
    failed: c.failed,
    passRate: performanceRate(c),
    avgResponseDays: averageResponseDays(c.responseDaysSum, c.responseCount),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keys are a record id, 'name:<text>' for free text the forms carried, or '' for none. */
async function namesFor(
  db: Db,
  tenantId: string,
  dimension: StatsDimension,
  keys: string[],
): Promise<Map<string, string>> {
  const ids = keys.filter((k) => k !== '' && !k.startsWith('name:'));
  const names = new Map<string, string>();
  if (dimension === 'inspector' && ids.length > 0) {
    const found = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
    for (const u of found) names.set(u.id, u.name);
  }
  const installerIds = ids.filter((id) => UUID.test(id));
  if (dimension === 'installer' && installerIds.length > 0) {
    const found = await db
      .select({ id: installers.id, name: installers.name })
      .from(installers)
      .where(and(eq(installers.tenantId, tenantId), inArray(installers.id, installerIds)));
    for (const i of found) names.set(i.id, i.name);
  }
  return names;
}

function labelFor(dimension: StatsDimension, key: string, names: Map<string, string>): string {
  if (key.startsWith('name:')) return key.slice('name:'.length);
  if (dimension === 'measure') {
    return findMeasure(key)?.label ?? key;
  }
  if (dimension === 'trigger') return SERVER_TRIGGER_LABELS[key as ServerTrigger] ?? key;
  if (key === '') return dimension === 'inspector' ? 'Unassigned' : 'Unknown';
  return names.get(key) ?? (dimension === 'inspector' ? 'Former user' : 'Removed installer');
}

async function breakdown(
  actor: Actor,
  period: DashboardPeriod,
  dimensions: readonly StatsDimension[],
  now: Date,
) {
  const { current } = dashboardRanges(period, toLondonDate(now));
  const source = await statsSourceFor(actor);
  const results = await Promise.all(
    dimensions.map(async (dimension) => {
      const rows = (
        await rowsOf<Counters>(actor.db, dimensionCountersQuery(source, dimension, current))
      ).filter((r) => r.total > 0);
      const names = await namesFor(
        actor.db,
        actor.tenantId,
        dimension,
        rows.map((r) => r.key),
      );
      return rows
        .map((r) => toRow(r, labelFor(dimension, r.key, names)))
        .sort((a, b) => b.inspections - a.inspections || a.name.localeCompare(b.name));
    }),
  );
  return { period, range: current, isWholeTenant: source.isWholeTenant, results };
}

/** The Performance tab: by inspector and by installer. */
export async function getDashboardPerformance(
  actor: Actor,
  period: DashboardPeriod,
  now = new Date(),
) {
  const { results, ...rest } = await breakdown(actor, period, ['inspector', 'installer'], now);
  return { ...rest, byInspector: results[0]!, byInstaller: results[1]! };
}

/** The Analytics tab: by measure and by trigger. */
export async function getDashboardAnalytics(
  actor: Actor,
  period: DashboardPeriod,
  now = new Date(),
) {
  const { results, ...rest } = await breakdown(actor, period, ['measure', 'trigger'], now);
  return { ...rest, byMeasure: results[0]!, byTrigger: results[1]! };
}
