import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { z } from 'zod';
import { escalations, installers } from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';

export const EnhancedInstallersInput = z.object({
  search: z.string().trim().max(200).default(''),
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(25),
});

/** Installers under Enhanced monitoring, riskiest first, searchable by name, QMP number or e-mail. */
export async function listEnhancedInstallers(
  actor: Actor,
  input: z.output<typeof EnhancedInstallersInput>,
  now = new Date(),
) {
  const pattern = containsPattern(input.search);
  const window = paginate(input);
  const where = and(
    eq(installers.tenantId, actor.tenantId),
    eq(installers.monitoringType, 'Enhanced'),
    input.search
      ? or(
          ilike(installers.name, pattern),
          ilike(installers.qmpCertNumber, pattern),
          ilike(installers.email, pattern),
        )
      : undefined,
  );
  const [total] = await actor.db
    .select({ count: sql<number>`count(*)::int` })
    .from(installers)
    .where(where);
  const rows = await actor.db
    .select({
      id: installers.id,
      name: installers.name,
      qmpCertNumber: installers.qmpCertNumber,
      status: installers.status,
      riskScore: installers.riskScore,
      complianceRate: installers.complianceRate,
      monitoringStartDate: installers.monitoringStartDate,
      monitoringReason: installers.monitoringReason,
      lastInspection: installers.lastInspection,
      nextDueDate: installers.nextDueDate,
      // Table-qualified by hand: Drizzle leaves a one-table select's columns bare, so a
      // correlated subquery's `id` would otherwise mean the subquery's own table.
      openEscalations: sql<number>`(select count(*)::int from ${escalations}
        where ${escalations}.installer_id = ${installers}.id and ${escalations}.status <> 'Resolved')`,
    })
    .from(installers)
    .where(where)
    .orderBy(desc(installers.riskScore), asc(installers.name), asc(installers.id))
    .limit(window.limit)
    .offset(window.offset);
  const today = todayInLondon(now);
  return {
    items: rows.map((r) => ({ ...r, isOverdue: r.nextDueDate !== null && r.nextDueDate < today })),
    pagination: window.info(total?.count ?? 0),
  };
}
