import { and, asc, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PendingInspectionsInput } from '@/shared/inspections/queries';
import { builtOnce, rawRows, unnamed } from '@/server/db/built-once';
import type { Db } from '@/server/db/client';
import { inspectionQueueCounts, inspections } from '@/server/db/schema/index';
import { isPending } from '@/server/figures/inspection-figures';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';
import { mayActOnAll } from '@/server/trpc/ownership';
import { isOwnInspection } from './ownership';
import { hasQueueFilters, queueFilterCondition } from './pending-filters';
import { inspectionScope } from './scope';

type Input = z.output<typeof PendingInspectionsInput>;
/** The filters as values, or as placeholders for a query built once (db/built-once.ts). */
type Filters = {
  measureType?: Input['measureType'] | Placeholder;
  trigger?: Input['trigger'] | Placeholder;
};
type Window = { limit: number | Placeholder; offset: number | Placeholder };

export function pendingWhere(scope: SQL, input: Filters) {
  return and(
    scope,
    isPending(),
    input.measureType ? eq(inspections.measureType, input.measureType) : undefined,
    input.trigger ? eq(inspections.trigger, input.trigger) : undefined,
  );
}

const queueOrder = [
  asc(inspections.scheduledDate),
  asc(inspections.createdAt),
  asc(inspections.id),
];

/**
 * One page of the queue. The page's ids come from the partial queue index
 * alone (a deep OFFSET then skips index entries, not table rows); only the
 * 20 rows shown are read from the table.
 */
export function pendingPageQuery(db: Db, where: SQL | undefined, window: Window) {
  const pageIds = db
    .select({ id: inspections.id })
    .from(inspections)
    .where(where)
    .orderBy(...queueOrder)
    .limit(window.limit)
    .offset(window.offset);
  return db
    .select({
      id: inspections.id,
      reference: inspections.reference,
      policyId: inspections.policyId,
      propertyAddress: inspections.propertyAddress,
      customerName: inspections.customerName,
      measureType: inspections.measureType,
      measureLabel: inspections.measureLabel,
      installerName: inspections.installerName,
      installerEmail: inspections.installerEmail,
      trigger: inspections.trigger,
      triggerLabel: inspections.triggerLabel,
      scheduledDate: inspections.scheduledDate,
      createdAt: inspections.createdAt,
      status: inspections.status,
      version: inspections.version,
      inspectorUserId: inspections.inspectorUserId,
      createdBy: inspections.createdBy,
    })
    .from(inspections)
    .where(inArray(inspections.id, pageIds))
    .orderBy(...queueOrder);
}

/** The whole tenant's open total from the trigger-maintained counters (migration 0004). */
export function pendingCounterQuery(db: Db, tenantId: string | Placeholder, input: Filters) {
  return db
    .select({
      // Named, for the whole-tenant queue's `.all()`, which returns PostgreSQL's column names.
      total: sql<number>`cast(coalesce(sum(${inspectionQueueCounts.openCount}), 0) as int)`.as(
        'total',
      ),
    })
    .from(inspectionQueueCounts)
    .where(
      and(
        eq(inspectionQueueCounts.tenantId, tenantId),
        input.measureType ? eq(inspectionQueueCounts.measureType, input.measureType) : undefined,
        input.trigger ? eq(inspectionQueueCounts.trigger, input.trigger) : undefined,
      ),
    );
}

/** The pending queue: open inspections, soonest scheduled first (unscheduled last), then oldest. */
export async function getPendingInspections(actor: Actor, input: Input) {
  const { condition: scope, isWholeTenant } = await inspectionScope(actor);
  const window = paginate(input);
  let page: Promise<QueueRow[]>;
  let total: Promise<{ total: number }[]>;
  if (isWholeTenant && !hasQueueFilters(input)) {
    // The queue as most people see it: both statements built once per filter combination.
    const queries = wholeTenantQueries(input);
    const values = {
      tenantId: actor.tenantId,
      measureType: input.measureType,
      trigger: input.trigger,
      limit: window.limit,
      offset: window.offset,
    };
    page = rawRows<QueueRow>(queries.page(actor.db), values);
    total = rawRows<{ total: number }>(queries.total(actor.db), values);
  } else {
    // A user who sees only their own inspections has few, and the queue's own filters (search,
    // inspector, installer, status, dates) narrow it: counting the rows directly is cheap.
    const where = and(pendingWhere(scope, input), queueFilterCondition(actor.tenantId, input));
    page = rawRows<QueueRow>(unnamed(pendingPageQuery(actor.db, where, window)));
    total = actor.db.select({ total: count() }).from(inspections).where(where);
  }
  const [rows, [totals], mayAll] = await Promise.all([
    page,
    total,
    mayActOnAll(actor, 'inspections:edit_all'),
  ]);
  return {
    // Straight from the rows as PostgreSQL sent them, field by field: the queue is the most
    // asked-for list, and drizzle's own row mapping, then a second copy, were a measurable share
    // of the call (issue 17, docs/performance.md).
    inspections: rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      policyId: r.policy_id,
      propertyAddress: r.property_address,
      customerName: r.customer_name,
      measureType: r.measure_type,
      measureLabel: r.measure_label,
      installerName: r.installer_name,
      installerEmail: r.installer_email,
      trigger: r.trigger,
      triggerLabel: r.trigger_label,
      scheduledDate: r.scheduled_date,
      createdAt: new Date(r.created_at).toISOString(),
      status: r.status,
      version: r.version,
      mayAct:
        mayAll ||
        isOwnInspection(
          { inspectorUserId: r.inspector_user_id, createdBy: r.created_by },
          actor.user.id,
        ),
    })),
    pagination: window.info(totals?.total ?? 0),
  };
}

type Row = Awaited<ReturnType<typeof pendingPageQuery>>[number];
/**
 * A queue row as drizzle's `.all()` returns it: PostgreSQL's column names, and the timestamp as
 * PostgreSQL's text (drizzle leaves timestamps to its own mapping, which `.all()` skips).
 */
type QueueRow = {
  id: Row['id'];
  reference: Row['reference'];
  policy_id: Row['policyId'];
  property_address: Row['propertyAddress'];
  customer_name: Row['customerName'];
  measure_type: Row['measureType'];
  measure_label: Row['measureLabel'];
  installer_name: Row['installerName'];
  installer_email: Row['installerEmail'];
  trigger: Row['trigger'];
  trigger_label: Row['triggerLabel'];
  scheduled_date: Row['scheduledDate'];
  created_at: string;
  status: Row['status'];
  version: Row['version'];
  inspector_user_id: Row['inspectorUserId'];
  created_by: Row['createdBy'];
};

const builtQueries = new Map<string, ReturnType<typeof buildWholeTenantQueries>>();

/** The whole-tenant queue's two statements for this combination of filters, built once. */
function wholeTenantQueries(input: Input) {
  const key = `${input.measureType ? 'measure' : ''}:${input.trigger ? 'trigger' : ''}`;
  let queries = builtQueries.get(key);
  if (!queries) {
    queries = buildWholeTenantQueries(input);
    builtQueries.set(key, queries);
  }
  return queries;
}

function buildWholeTenantQueries(input: Input) {
  const filters: Filters = {
    measureType: input.measureType ? sql.placeholder('measureType') : undefined,
    trigger: input.trigger ? sql.placeholder('trigger') : undefined,
  };
  // inspectionScope's whole-tenant condition, with the tenant as a placeholder.
  const scope = eq(inspections.tenantId, sql.placeholder('tenantId'));
  const window = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  return {
    page: builtOnce((db) => pendingPageQuery(db, pendingWhere(scope, filters), window)),
    total: builtOnce((db) => pendingCounterQuery(db, sql.placeholder('tenantId'), filters)),
  };
}
