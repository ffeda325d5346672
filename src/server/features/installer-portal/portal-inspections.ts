import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PortalInspectionsInput } from '@/shared/installer-portal/views';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { inspections } from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import type { PortalActor } from './portal-actor';
import { portalInspectionDate, portalInspectionsOf } from './portal-inspections-scope';

/**
 * What the portal shows of an inspection in a list. An explicit list: never the staff row
 * (notes, customer contact details, the inspector's user, other installers' names).
 */
const listColumns = () => ({
  id: inspections.id,
  reference: inspections.reference,
  status: inspections.status,
  propertyAddress: inspections.propertyAddress,
  addressPostcode: inspections.addressPostcode,
  measureLabel: inspections.measureLabel,
  date: portalInspectionDate(),
  failedItems: sql<number>`(select count(*)::int from checklist_answers a
    where a.inspection_id = ${inspections.id} and a.tenant_id = ${inspections.tenantId}
    and a.answer = 'Fail' and a.overturned_at is null)`,
});

/** portal.inspections.list: the installer's inspections with a result, newest first, by page. */
export async function listPortalInspections(
  actor: PortalActor,
  input: z.output<typeof PortalInspectionsInput>,
) {
  const term = input.search;
  const where = and(
    portalInspectionsOf(actor),
    term
      ? or(
          ilike(inspections.reference, containsPattern(term)),
          ilike(inspections.propertyAddress, containsPattern(term)),
          ilike(inspections.addressPostcode, containsPattern(term)),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    actor.db
      .select(listColumns())
      .from(inspections)
      .where(where)
      .orderBy(desc(portalInspectionDate()), desc(inspections.createdAt), asc(inspections.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    actor.db.select({ n: count() }).from(inspections).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, outcome: STATUS_LABELS[row.status] })),
    total: total?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** The detail's header: the same safe columns plus the measure and the completion date. */
export async function portalInspectionHeader(actor: PortalActor, id: string) {
  const [row] = await actor.db
    .select({
      ...listColumns(),
      measureCode: inspections.measureCode,
      completedDate: inspections.completedDate,
      inspectorName: inspections.inspectorName,
    })
    .from(inspections)
    .where(and(portalInspectionsOf(actor), eq(inspections.id, id)));
  return row ? { ...row, outcome: STATUS_LABELS[row.status] } : null;
}
