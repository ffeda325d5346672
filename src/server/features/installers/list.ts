import { count, sql } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import type { z } from 'zod';
import type { InstallerListInput } from '@/shared/installers/schemas';
import { HIGH_RISK_SCORE } from '@/shared/installers/catalogue';
import { installers } from '@/server/db/schema/index';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';
import {
  derivedColumns,
  installerOrder,
  installerWhere,
  rowColumns,
  type InstallerFilters,
} from './list-query';

export async function listInstallers(actor: Actor, input: z.output<typeof InstallerListInput>) {
  const where = installerWhere(actor.tenantId, input);
  const window = paginate(input);
  const [rows, [totals]] = await Promise.all([
    actor.db
      .select({ ...rowColumns, ...derivedColumns(actor.tenantId) })
      .from(installers)
      .where(where)
      .orderBy(...installerOrder(input))
      .limit(window.limit)
      .offset(window.offset),
    actor.db.select({ total: count() }).from(installers).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, lastContact: r.lastContact?.toISOString() ?? null })),
    pagination: window.info(totals?.total ?? 0),
  };
}

/** The six summary cards, for the current search and filters. */
export async function getInstallerStats(actor: Actor, filters: InstallerFilters) {
  const today = todayInLondon();
  const countIf = (condition: ReturnType<typeof sql>) =>
    sql<number>`cast(count(*) filter (where ${condition}) as int)`;
  const [row] = await actor.db
    .select({
      total: count(),
      active: countIf(sql`${installers.status} = 'Active'`),
      highRisk: countIf(sql`${installers.riskScore} >= ${HIGH_RISK_SCORE}`),
      overdueInspections: countIf(sql`${installers.nextDueDate} < ${today}`),
      enhancedMonitoring: countIf(sql`${installers.monitoringType} = 'Enhanced'`),
      avgComplianceRate: sql<
        number | null
      >`round(avg(${installers.complianceRate})::numeric, 1)::float8`,
    })
    .from(installers)
    .where(installerWhere(actor.tenantId, filters));
  return (
    row ?? {
      total: 0,
      active: 0,
      highRisk: 0,
      overdueInspections: 0,
      enhancedMonitoring: 0,
      avgComplianceRate: null,
    }
  );
}
