import { and, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { UNASSIGNED_INSPECTOR } from '@/shared/inspections/pending-queue';
import type { PendingInspectionsInput } from '@/shared/inspections/queries';
import { inspections, users } from '@/server/db/schema/index';
import { searchCondition } from './list-filters';

type Input = z.output<typeof PendingInspectionsInput>;

/**
 * The queue's own filters (issue 28 point 9, docs/pending-queue.md). The
 * trigger-kept counters (migration 0004) count by measure and trigger only, so
 * a query with any of these counts its rows instead.
 */
export function hasQueueFilters(input: Input): boolean {
  return Boolean(
    input.search ||
    input.inspectorId ||
    input.installerId ||
    input.status ||
    input.from ||
    input.to,
  );
}

/**
 * Assigned to an inspector as their own view of the queue counts it (scope.ts): by user,
 * or by the free-text name older forms and imports carry.
 */
function assignedTo(tenantId: string, inspectorId: string): SQL {
  if (inspectorId === UNASSIGNED_INSPECTOR) {
    return and(
      isNull(inspections.inspectorUserId),
      sql`coalesce(trim(${inspections.inspectorName}), '') = ''`,
    )!;
  }
  const nameOf = sql`(select lower(${users.name}) from ${users}
    where ${users.id} = ${inspectorId} and ${users.tenantId} = ${tenantId})`;
  return or(
    eq(inspections.inspectorUserId, inspectorId),
    sql`lower(${inspections.inspectorName}) = ${nameOf}`,
  )!;
}

/** Search (as View Inspections searches), inspector, installer, open status and scheduled dates. */
export function queueFilterCondition(tenantId: string, input: Input): SQL | undefined {
  return and(
    input.search ? searchCondition(input.search) : undefined,
    input.inspectorId ? assignedTo(tenantId, input.inspectorId) : undefined,
    input.installerId ? eq(inspections.installerId, input.installerId) : undefined,
    input.status ? eq(inspections.status, input.status) : undefined,
    input.from ? gte(inspections.scheduledDate, input.from) : undefined,
    input.to ? lte(inspections.scheduledDate, input.to) : undefined,
  );
}
