import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { formatDate } from '@/shared/format';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { checklistAnswers, inspections, users } from '@/server/db/schema/index';
import type { Job } from '@/server/jobs/scheduler';
import { remediationOverdue } from '../checklist-catalogue/missed-count';
import { recomputeInstallerFigures } from '../monitoring/installer-figures';
import { notify } from '../notifications/notify';

async function coordinatorsOf(tx: Tx, tenantId: string, registeredBy: string | null) {
  const active = and(
    eq(users.tenantId, tenantId),
    eq(users.role, 'COORDINATOR'),
    eq(users.isActive, true),
  );
  if (registeredBy) {
    const [own] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(active, eq(users.id, registeredBy)));
    if (own) return [own.id];
  }
  return (await tx.select({ id: users.id }).from(users).where(active)).map((u) => u.id);
}

/**
 * A failed item with no remediation evidence standing at its deadline (overdue, the
 * definition in checklist-catalogue/missed-count.ts; evidence under review is not) tells the
 * coordinator once: the same update that picks a row stamps it, so a second
 * run (or another server) finds nothing. Counted per installer by
 * installerSeverityCounts, whose figures are refreshed here.
 */
export async function notifyMissedRemediation(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const missed = await tx
      .update(checklistAnswers)
      .set({ missedNotifiedAt: now })
      .where(
        and(
          // Keeps the partial index checklist_answers_due_idx usable.
          lt(checklistAnswers.remediationDueAt, now),
          isNull(checklistAnswers.acceptedAt),
          isNull(checklistAnswers.missedNotifiedAt),
          remediationOverdue(now),
        ),
      )
      .returning({
        tenantId: checklistAnswers.tenantId,
        inspectionId: checklistAnswers.inspectionId,
        itemId: checklistAnswers.itemId,
        severity: checklistAnswers.severity,
        dueAt: checklistAnswers.remediationDueAt,
      });
    if (missed.length === 0) return { missed: 0, notified: 0 };
    const details = await tx
      .select({
        id: inspections.id,
        tenantId: inspections.tenantId,
        reference: inspections.reference,
        installerId: inspections.installerId,
        installerName: inspections.installerName,
        createdBy: inspections.createdBy,
      })
      .from(inspections)
      .where(inArray(inspections.id, [...new Set(missed.map((m) => m.inspectionId))]));
    const byId = new Map(details.map((d) => [d.id, d]));
    let notified = 0;
    for (const item of missed) {
      const inspection = byId.get(item.inspectionId);
      if (!inspection) continue;
      for (const userId of await coordinatorsOf(tx, item.tenantId, inspection.createdBy)) {
        const id = await notify(tx, {
          tenantId: item.tenantId,
          userId,
          event: 'remediation_missed',
          type: 'warning',
          title: 'Remediation deadline missed',
          message: `${inspection.installerName} did not remediate ${item.itemId} (${item.severity ?? 'not classified'}) on ${inspection.reference} by ${formatDate(item.dueAt)}.`,
          actionUrl: `/inspections/${inspection.id}`,
        });
        if (id) notified += 1;
      }
    }
    for (const tenantId of new Set(missed.map((m) => m.tenantId))) {
      await writeAudit(
        tx,
        { tenantId, user: null, ip: 'scheduler' },
        {
          action: 'remediation_missed',
          resource: 'checklist_item',
          details: {
            items: missed
              .filter((m) => m.tenantId === tenantId)
              .map((m) => `${byId.get(m.inspectionId)?.reference}:${m.itemId}`),
          },
        },
      );
    }
    // A missed deadline counts against the installer now, not at the next hourly figures run.
    const installersHit = new Map(
      details.filter((d) => d.installerId).map((d) => [d.installerId!, d.tenantId]),
    );
    for (const [installerId, tenantId] of installersHit)
      await recomputeInstallerFigures(tx, tenantId, installerId, now);
    return { missed: missed.length, notified };
  });
}

export const remediationMissedJob: Job = {
  name: 'checklists-remediation-missed',
  everyMs: 5 * 60_000,
  leaseMs: 2 * 60_000,
  run: ({ db, now }) => notifyMissedRemediation(db, now),
};
