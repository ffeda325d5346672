import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatBusinessMinutes } from '@/shared/support/business-hours';
import type { Db } from '@/server/db/client';
import { supportTickets } from '@/server/db/schema/index';
import type { Job } from '@/server/jobs/scheduler';
import { notify } from '../notifications/notify';
import { slaStatesOf } from './sla';

/**
 * Tells a ticket's assignee once when it nears its service-level target
 * (three quarters used) and once when it passes it, for the first response
 * and again for the resolution. What was sent is kept on the ticket
 * (`sla_notified`), so later runs and other servers send nothing twice.
 */
export async function remindSlaTargets(db: Db, now: Date) {
  const open = await db
    .select()
    .from(supportTickets)
    .where(
      and(
        inArray(supportTickets.status, ['open', 'pending']),
        isNotNull(supportTickets.assigneeId),
      ),
    );
  const byTenant = new Map<string, (typeof open)[number][]>();
  for (const ticket of open)
    byTenant.set(ticket.tenantId, [...(byTenant.get(ticket.tenantId) ?? []), ticket]);
  let notified = 0;
  for (const [tenantId, tickets] of byTenant) {
    const states = await slaStatesOf(db, tenantId, tickets, now);
    for (const ticket of tickets) {
      const sla = states.get(ticket.id);
      if (!sla || sla.paused || sla.state === 'on_track') continue;
      const key = `${sla.target}:${sla.state}`;
      if (ticket.slaNotified.includes(key)) continue;
      const goal = sla.target === 'first_response' ? 'first response' : 'resolution';
      await db.transaction(async (tx) => {
        // Claimed in the same statement that checks it: a second server finds it taken.
        const claimed = await tx
          .update(supportTickets)
          .set({ slaNotified: sql`array_append(${supportTickets.slaNotified}, ${key})` })
          .where(
            and(
              eq(supportTickets.id, ticket.id),
              sql`not (${key} = any(${supportTickets.slaNotified}))`,
            ),
          )
          .returning({ id: supportTickets.id });
        if (claimed.length === 0) return;
        const id = await notify(tx, {
          tenantId,
          userId: ticket.assigneeId!,
          event: 'support_ticket',
          type: sla.state === 'overdue' ? 'error' : 'warning',
          title:
            sla.state === 'overdue'
              ? `${ticket.reference} is past its ${goal} target`
              : `${ticket.reference} is nearing its ${goal} target`,
          message:
            sla.state === 'overdue'
              ? `"${ticket.subject}" is ${formatBusinessMinutes(sla.minutesLeft)} over (business hours).`
              : `"${ticket.subject}" has ${formatBusinessMinutes(sla.minutesLeft)} left (business hours).`,
          actionUrl: `/support/${ticket.id}`,
        });
        if (id) notified += 1;
      });
    }
  }
  return { checked: open.length, notified };
}

export const supportSlaReminderJob: Job = {
  name: 'support-sla-reminders',
  everyMs: 5 * 60_000,
  leaseMs: 2 * 60_000,
  run: ({ db, now }) => remindSlaTargets(db, now),
};
