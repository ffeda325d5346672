import { and, eq, isNull, lt } from 'drizzle-orm';
import { formatDate } from '@/shared/format';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { defects, followups } from '@/server/db/schema/index';
import type { Job } from '@/server/jobs/scheduler';
import { notify } from '../notifications/notify';
import { emitWebhookEvent } from '../webhooks/emit';

/**
 * Marks pending follow-ups past their due date as overdue and tells each
 * assignee once: a row is picked only while pending and not yet notified, and
 * the same update marks it, so a second run (or another server) finds nothing.
 */
export async function markOverdueFollowups(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(followups)
      .set({ status: 'overdue', overdueNotifiedAt: now, updatedAt: now })
      .where(
        and(
          eq(followups.status, 'pending'),
          lt(followups.dueDate, now),
          isNull(followups.overdueNotifiedAt),
        ),
      )
      .returning({
        id: followups.id,
        tenantId: followups.tenantId,
        assigneeId: followups.assigneeId,
        title: followups.title,
        dueDate: followups.dueDate,
        defectId: followups.defectId,
        inspectionId: followups.inspectionId,
      });
    let notified = 0;
    for (const item of marked) {
      await emitOverdueEvents(tx, item);
      if (item.assigneeId) {
        const id = await notify(tx, {
          tenantId: item.tenantId,
          userId: item.assigneeId,
          event: 'followup_overdue',
          type: 'warning',
          title: 'Follow-up overdue',
          message: `"${item.title}" was due ${formatDate(item.dueDate)}.`,
          actionUrl: '/followup?tab=overdue',
        });
        if (id) notified += 1;
      }
    }
    const tenants = new Set(marked.map((m) => m.tenantId));
    for (const tenantId of tenants) {
      await writeAudit(
        tx,
        { tenantId, user: null, ip: 'scheduler' },
        {
          action: 'mark_overdue',
          resource: 'followup',
          details: { ids: marked.filter((m) => m.tenantId === tenantId).map((m) => m.id) },
        },
      );
    }
    return { marked: marked.length, notified };
  });
}

/** followup.overdue for each; defect.overdue too when the follow-up is a defect's resolution. */
async function emitOverdueEvents(
  tx: Tx,
  item: {
    id: string;
    tenantId: string;
    title: string;
    dueDate: Date;
    defectId: string | null;
    inspectionId: string | null;
  },
) {
  const dueDate = item.dueDate.toISOString();
  await emitWebhookEvent(tx, item.tenantId, 'followup.overdue', {
    id: item.id,
    title: item.title,
    dueDate,
    inspectionId: item.inspectionId,
    defectId: item.defectId,
  });
  if (!item.defectId) return;
  const [defect] = await tx
    .select({ reference: defects.reference, severity: defects.severity })
    .from(defects)
    .where(eq(defects.id, item.defectId));
  if (defect)
    await emitWebhookEvent(tx, item.tenantId, 'defect.overdue', {
      id: item.defectId,
      ...defect,
      dueDate,
    });
}

export const followupOverdueJob: Job = {
  name: 'followups-overdue',
  everyMs: 5 * 60_000,
  leaseMs: 2 * 60_000,
  run: ({ db, now }) => markOverdueFollowups(db, now),
};
