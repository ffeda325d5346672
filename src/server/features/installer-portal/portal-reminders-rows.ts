import { and, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import {
  checklistAnswers,
  checklistCatalogueItems,
  inspectionChecklists,
  inspections,
  installerPortalUsers,
} from '@/server/db/schema/index';

/** How long after a decision its notice may still go out (a job down for a while catches up). */
export const DECISION_NOTICE_WINDOW_MS = 7 * 24 * 3_600_000;
/** How long after a fail its notice may still go out. */
export const FAIL_NOTICE_WINDOW_MS = 7 * 24 * 3_600_000;

/**
 * Failed items of installers that have portal users, which may owe a notice at `now`: failed
 * recently, decided recently, or still waiting for the installer's evidence (the reminders).
 */
export async function noticeCandidates(db: Db | Tx, now: Date) {
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const withPortal = db
    .selectDistinct({ installerId: installerPortalUsers.installerId })
    .from(installerPortalUsers);
  return db
    .select({
      tenantId: checklistAnswers.tenantId,
      installerId: inspections.installerId,
      inspectionId: inspections.id,
      reference: inspections.reference,
      itemId: checklistAnswers.itemId,
      label: checklistCatalogueItems.label,
      severity: checklistAnswers.severity,
      status: checklistAnswers.status,
      statusReason: checklistAnswers.statusReason,
      statusChangedAt: checklistAnswers.statusChangedAt,
      failedAt: checklistAnswers.failedAt,
      dueAt: checklistAnswers.remediationDueAt,
      evidenceSubmittedAt: checklistAnswers.evidenceSubmittedAt,
      acceptedAt: checklistAnswers.acceptedAt,
    })
    .from(checklistAnswers)
    .innerJoin(inspections, eq(inspections.id, checklistAnswers.inspectionId))
    .innerJoin(inspectionChecklists, eq(inspectionChecklists.inspectionId, inspections.id))
    .innerJoin(
      checklistCatalogueItems,
      and(
        eq(checklistCatalogueItems.tenantId, inspections.tenantId),
        eq(checklistCatalogueItems.version, inspectionChecklists.catalogueVersion),
        eq(checklistCatalogueItems.itemId, checklistAnswers.itemId),
      ),
    )
    .where(
      and(
        eq(inspections.tenantId, checklistAnswers.tenantId),
        isNotNull(checklistAnswers.remediationDueAt),
        inArray(inspections.installerId, withPortal),
        or(
          gt(checklistAnswers.failedAt, sql`${since(FAIL_NOTICE_WINDOW_MS)}::timestamptz`),
          and(
            inArray(checklistAnswers.status, ['Accepted', 'Rejected']),
            gt(
              checklistAnswers.statusChangedAt,
              sql`${since(DECISION_NOTICE_WINDOW_MS)}::timestamptz`,
            ),
          ),
          sql`(${checklistAnswers.acceptedAt} is null and ${checklistAnswers.evidenceSubmittedAt} is null)`,
        ),
      ),
    );
}

export type NoticeCandidate = Awaited<ReturnType<typeof noticeCandidates>>[number];
