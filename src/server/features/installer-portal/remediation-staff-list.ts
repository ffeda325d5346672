import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  STAFF_REMEDIATIONS_PAGE_SIZE,
  type StaffRemediationsExportInput,
  type StaffRemediationsInput,
} from '@/shared/installer-portal/remediations';
import { checklistAnswers, inspections } from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import type { Actor } from '@/server/trpc/actor';
import { remediationMissed } from '../checklist-catalogue/missed-count';
import { visibleInspections } from '../inspections/scope';
import {
  countRemediationRows,
  presentRemediation,
  remediationScope,
  remediationStateSql,
  selectRemediationRows,
} from './remediation-rows';

type Filters = z.output<typeof StaffRemediationsExportInput>;

/** The filters as one condition, inside the tenant and the inspections the actor may see. */
async function staffWhere(actor: Actor, filters: Filters, now: Date): Promise<SQL | undefined> {
  return remediationScope(
    actor.tenantId,
    and(
      await visibleInspections(actor),
      filters.installerId ? eq(inspections.installerId, filters.installerId) : undefined,
      filters.state ? sql`${remediationStateSql} = ${filters.state}` : undefined,
      filters.lateOnly ? remediationMissed(now) : undefined,
      filters.search ? ilike(inspections.reference, containsPattern(filters.search)) : undefined,
    ),
  );
}

/**
 * Submitted and awaiting review first (the review window ending soonest on top), then what the
 * installers still owe by deadline, then the accepted ones, newest first.
 */
const STAFF_ORDER = [
  sql`case ${remediationStateSql} when 'Evidence submitted' then 0 when 'Accepted' then 2 else 1 end`,
  asc(checklistAnswers.reviewDueAt),
  desc(checklistAnswers.acceptedAt),
  asc(checklistAnswers.remediationDueAt),
  asc(inspections.reference),
  asc(checklistAnswers.itemId),
];

/** installerPortal.remediations.list: failed items across installers, one page. */
export async function listStaffRemediations(
  actor: Actor,
  input: z.output<typeof StaffRemediationsInput>,
  now: Date = new Date(),
) {
  const where = await staffWhere(actor, input, now);
  const [rows, total] = await Promise.all([
    selectRemediationRows(actor.db, where)
      .orderBy(...STAFF_ORDER)
      .limit(STAFF_REMEDIATIONS_PAGE_SIZE)
      .offset((input.page - 1) * STAFF_REMEDIATIONS_PAGE_SIZE),
    countRemediationRows(actor.db, where),
  ]);
  return {
    rows: rows.map((row) => ({ ...presentRemediation(row), installerName: row.installerName })),
    total,
    page: input.page,
    pageSize: STAFF_REMEDIATIONS_PAGE_SIZE,
  };
}

/** At most this many rows in one export: a tenant's open remediations fit many times over. */
export const STAFF_EXPORT_LIMIT = 10_000;

/** Every row of the filters, in the list's order, for the XLSX export. */
export async function listStaffRemediationsForExport(actor: Actor, filters: Filters, now: Date) {
  const rows = await selectRemediationRows(actor.db, await staffWhere(actor, filters, now))
    .orderBy(...STAFF_ORDER)
    .limit(STAFF_EXPORT_LIMIT);
  return rows.map((row) => ({ ...presentRemediation(row), installerName: row.installerName }));
}
