import { TRPCError } from '@trpc/server';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  PORTAL_INSPECTION_NOT_FOUND,
  PORTAL_RESULT_STATUSES,
} from '@/shared/installer-portal/views';
import { inspections } from '@/server/db/schema/index';
import type { PortalActor } from './portal-actor';

/**
 * The inspections a portal user may see: its tenant's, its installer's, with a result
 * (docs/installer-portal.md). Every portal read of an inspection goes through this condition.
 */
export function portalInspectionsOf(actor: Pick<PortalActor, 'tenantId' | 'installerId'>): SQL {
  return and(
    eq(inspections.tenantId, actor.tenantId),
    eq(inspections.installerId, actor.installerId),
    inArray(inspections.status, [...PORTAL_RESULT_STATUSES]),
  )!;
}

/** The inspection's date on the portal: completed, else scheduled, else registered (London). */
export const portalInspectionDate = () =>
  sql<string>`coalesce(${inspections.completedDate}, ${inspections.scheduledDate}, (${inspections.createdAt} at time zone 'Europe/London')::date)::text`;

export function portalInspectionNotFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: PORTAL_INSPECTION_NOT_FOUND });
}

/** One inspection of the portal user's scope, or NOT_FOUND (never the other installer's). */
export async function requirePortalInspection(actor: PortalActor, id: string) {
  const [row] = await actor.db
    .select({ id: inspections.id, reference: inspections.reference })
    .from(inspections)
    .where(and(portalInspectionsOf(actor), eq(inspections.id, id)));
  if (!row) portalInspectionNotFound();
  return row;
}
