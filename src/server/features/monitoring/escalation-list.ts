import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { z } from 'zod';
import { ESCALATION_FILTERS } from '@/shared/installers/schemas';
import { escalations, installers } from '@/server/db/schema/index';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';

export const EscalationListInput = z.object({
  filter: z.enum(ESCALATION_FILTERS).default('all'),
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(50),
});
export type EscalationFilter = (typeof ESCALATION_FILTERS)[number];

/** Open and past its due date (a UK calendar day); a case without a due date is never overdue. */
const overdueSql = (today: string) =>
  sql`(${escalations.status} <> 'Resolved' and ${escalations.dueDate} < ${today})`;

function filterCondition(filter: EscalationFilter, today: string): SQL | undefined {
  if (filter === 'high') return eq(escalations.priority, 'High');
  if (filter === 'medium') return eq(escalations.priority, 'Medium');
  if (filter === 'overdue') return overdueSql(today);
  return undefined;
}

/** Escalation cases for one filter, open ones first, with the count behind every filter. */
export async function listEscalations(
  actor: Actor,
  input: z.output<typeof EscalationListInput>,
  now = new Date(),
) {
  const today = todayInLondon(now);
  const tenant = eq(escalations.tenantId, actor.tenantId);
  const window = paginate(input);
  const [counts] = await actor.db
    .select({
      all: sql<number>`count(*)::int`,
      high: sql<number>`(count(*) filter (where ${escalations.priority} = 'High'))::int`,
      medium: sql<number>`(count(*) filter (where ${escalations.priority} = 'Medium'))::int`,
      overdue: sql<number>`(count(*) filter (where ${overdueSql(today)}))::int`,
    })
    .from(escalations)
    .where(tenant);
  const rows = await actor.db
    .select({
      id: escalations.id,
      installerId: escalations.installerId,
      installerName: installers.name,
      priority: escalations.priority,
      status: escalations.status,
      reason: escalations.reason,
      owner: escalations.owner,
      openedAt: escalations.openedAt,
      dueDate: escalations.dueDate,
      resolvedAt: escalations.resolvedAt,
      isOverdue: sql<boolean>`coalesce(${overdueSql(today)}, false)`,
    })
    .from(escalations)
    .innerJoin(installers, eq(installers.id, escalations.installerId))
    .where(and(tenant, filterCondition(input.filter, today)))
    .orderBy(
      sql`${escalations.status} = 'Resolved'`,
      sql`${escalations.dueDate} asc nulls last`,
      desc(escalations.openedAt),
      asc(escalations.id),
    )
    .limit(window.limit)
    .offset(window.offset);
  return {
    items: rows.map((r) => ({
      ...r,
      openedAt: r.openedAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
    })),
    counts: counts ?? { all: 0, high: 0, medium: 0, overdue: 0 },
    pagination: window.info(counts ? counts[input.filter] : 0),
  };
}
