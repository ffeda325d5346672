import { and, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { formatDate, todayInLondon } from '@/shared/format';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { guidanceDocuments } from '@/server/db/schema/index';
import type { Job } from '@/server/jobs/scheduler';
import { notify } from '../notifications/notify';

/**
 * Tells each document's owner (else its author) when its review falls due:
 * review_by is today or past (UK day). Once per review-by date: the same
 * update records the date reminded of, so a second run (or another server)
 * finds nothing until a publisher sets a new date.
 */
export async function remindDueReviews(db: Db, now: Date) {
  const today = todayInLondon(now);
  return db.transaction(async (tx) => {
    const due = await tx
      .update(guidanceDocuments)
      .set({ reviewRemindedFor: sql`${guidanceDocuments.reviewBy}` })
      .where(
        and(
          isNotNull(guidanceDocuments.reviewBy),
          sql`${guidanceDocuments.reviewBy} <= ${today}::date`,
          or(
            isNull(guidanceDocuments.reviewRemindedFor),
            sql`${guidanceDocuments.reviewRemindedFor} <> ${guidanceDocuments.reviewBy}`,
          ),
        ),
      )
      .returning({
        id: guidanceDocuments.id,
        tenantId: guidanceDocuments.tenantId,
        title: guidanceDocuments.title,
        reference: guidanceDocuments.reference,
        reviewBy: guidanceDocuments.reviewBy,
        recipient: sql<
          string | null
        >`coalesce(${guidanceDocuments.ownerId}, ${guidanceDocuments.authorId})`,
      });
    let notified = 0;
    for (const document of due) {
      if (!document.recipient) continue;
      const id = await notify(tx, {
        tenantId: document.tenantId,
        userId: document.recipient,
        event: 'guidance_review_due',
        type: 'warning',
        title: `Review due: ${document.title}`,
        message: `${document.reference} was due for review on ${formatDate(document.reviewBy)}.`,
        actionUrl: `/guidance-docs?overdue=1&q=${encodeURIComponent(document.reference)}`,
      });
      if (id) notified += 1;
    }
    for (const tenantId of new Set(due.map((d) => d.tenantId))) {
      await writeAudit(
        tx,
        { tenantId, user: null, ip: 'scheduler' },
        {
          action: 'review_reminder',
          resource: 'guidance_document',
          details: { ids: due.filter((d) => d.tenantId === tenantId).map((d) => d.id) },
        },
      );
    }
    return { due: due.length, notified };
  });
}

/** Hourly, so a restart never skips a day; each review date reminds once. */
export const guidanceReviewJob: Job = {
  name: 'guidance-review-reminders',
  everyMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
  run: ({ db, now }) => remindDueReviews(db, now),
};
