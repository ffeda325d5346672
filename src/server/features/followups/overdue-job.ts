import { and, eq, isNull, lt } from 'drizzle-orm';
import { formatDate } from '@/shared/format';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { followups } from '@/server/db/schema/index';
import type { Job } from '@/server/jobs/scheduler';
import { notify } from '../notifications/notify';

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
      });
    let notified = 0;
    for (const item of marked) {
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

export const followupOverdueJob: Job = {
  name: 'followups-overdue',
  everyMs: 5 * 60_000,
  leaseMs: 2 * 60_000,
  run: ({ db, now }) => markOverdueFollowups(db, now),
};
