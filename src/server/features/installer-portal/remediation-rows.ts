import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { RemediationState } from '@/shared/installer-portal/remediations';
import type { Db } from '@/server/db/client';
import {
  checklistAnswers,
  checklistCatalogueItems,
  inspectionChecklists,
  inspections,
  installers,
} from '@/server/db/schema/index';
import {
  joinSubmitter,
  remediationClockColumns,
  remediationClockOf,
  remediationSubmitter,
} from '../checklists/remediation-view';

/** A failed item's remediation state in SQL (filters and order), matching stateOf below. */
export const remediationStateSql = sql<RemediationState>`case
  when ${checklistAnswers.acceptedAt} is not null then 'Accepted'
  when ${checklistAnswers.evidenceSubmittedAt} is not null then 'Evidence submitted'
  when ${checklistAnswers.status} = 'Rejected' then 'Rejected'
  else 'Needs action' end`;

/** Failed items that need (or needed) a remediation: a deadline, and the fail not overturned. */
export function remediationScope(tenantId: string, extra: SQL | undefined): SQL | undefined {
  return and(
    eq(checklistAnswers.tenantId, tenantId),
    eq(inspections.tenantId, tenantId),
    isNotNull(checklistAnswers.remediationDueAt),
    isNull(checklistAnswers.overturnedAt),
    extra,
  );
}

const columns = {
  inspectionId: inspections.id,
  reference: inspections.reference,
  installerId: inspections.installerId,
  installerName: installers.name,
  itemId: checklistAnswers.itemId,
  label: checklistCatalogueItems.label,
  severity: checklistAnswers.severity,
  status: checklistAnswers.status,
  statusReason: checklistAnswers.statusReason,
  statusChangedAt: checklistAnswers.statusChangedAt,
  comment: checklistAnswers.comment,
  ...remediationClockColumns,
};

/** The remediation rows under `where` (built with remediationScope), in `order`. */
export function selectRemediationRows(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(checklistAnswers)
    .innerJoin(inspections, eq(inspections.id, checklistAnswers.inspectionId))
    .leftJoin(installers, eq(installers.id, inspections.installerId))
    .leftJoin(remediationSubmitter, joinSubmitter)
    .innerJoin(inspectionChecklists, eq(inspectionChecklists.inspectionId, inspections.id))
    .innerJoin(
      checklistCatalogueItems,
      and(
        eq(checklistCatalogueItems.tenantId, inspections.tenantId),
        eq(checklistCatalogueItems.version, inspectionChecklists.catalogueVersion),
        eq(checklistCatalogueItems.itemId, checklistAnswers.itemId),
      ),
    )
    .where(where)
    .$dynamic();
}

/** The count of rows under `where`, joined as selectRemediationRows joins them. */
export async function countRemediationRows(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(checklistAnswers)
    .innerJoin(inspections, eq(inspections.id, checklistAnswers.inspectionId))
    .where(where);
  return row?.count ?? 0;
}

type Row = Awaited<ReturnType<typeof selectRemediationRows>>[number];

/** Where the remediation stands (the same rule as remediationStateSql). */
function stateOf(row: Row): RemediationState {
  if (row.acceptedAt) return 'Accepted';
  if (row.evidenceSubmittedAt) return 'Evidence submitted';
  if (row.status === 'Rejected') return 'Rejected';
  return 'Needs action';
}

/** A row as both lists present it: the item, its state, the rejection reason and its clocks. */
export function presentRemediation(row: Row) {
  const clock = remediationClockOf(row);
  if (!clock) throw new Error('A remediation row without a deadline.');
  const state = stateOf(row);
  return {
    inspectionId: row.inspectionId,
    reference: row.reference,
    installerId: row.installerId,
    itemId: row.itemId,
    label: row.label,
    severity: row.severity,
    isCategory1: row.severity === 'Category 1',
    comment: row.comment,
    state,
    rejectionReason: state === 'Rejected' ? row.statusReason : null,
    rejectedAt: state === 'Rejected' ? row.statusChangedAt : null,
    ...clock,
  };
}
