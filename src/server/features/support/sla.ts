import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  slaStateOf,
  type SlaTicket,
  type StatusChange,
  type SupportSla,
} from '@/shared/support/sla';
import type { TicketStatus } from '@/shared/support/catalogue';
import type { Db } from '@/server/db/client';
import { supportTicketEvents } from '@/server/db/schema/index';
import { getTenantSetting } from '../settings/tenant-settings';

export const loadSlaTargets = (db: Db, tenantId: string): Promise<SupportSla> =>
  getTenantSetting(db, tenantId, 'supportSla');

/** Status changes per ticket, oldest first, for the pause-aware clock. */
async function statusChanges(db: Db, tenantId: string, ticketIds: readonly string[]) {
  const byTicket = new Map<string, StatusChange[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .select({
      ticketId: supportTicketEvents.ticketId,
      at: supportTicketEvents.createdAt,
      from: supportTicketEvents.fromValue,
      to: supportTicketEvents.toValue,
    })
    .from(supportTicketEvents)
    .where(
      and(
        eq(supportTicketEvents.tenantId, tenantId),
        eq(supportTicketEvents.field, 'status'),
        inArray(supportTicketEvents.ticketId, [...ticketIds]),
      ),
    )
    .orderBy(asc(supportTicketEvents.createdAt));
  for (const row of rows) {
    const list = byTicket.get(row.ticketId) ?? [];
    list.push({ at: row.at, from: row.from as TicketStatus, to: row.to as TicketStatus });
    byTicket.set(row.ticketId, list);
  }
  return byTicket;
}

/** The SLA state of each ticket (null once resolved or closed), by id. */
export async function slaStatesOf(
  db: Db,
  tenantId: string,
  tickets: readonly (SlaTicket & { id: string })[],
  now = new Date(),
) {
  const [targets, changes] = await Promise.all([
    loadSlaTargets(db, tenantId),
    statusChanges(
      db,
      tenantId,
      tickets.map((t) => t.id),
    ),
  ]);
  return new Map(
    tickets.map((t) => [t.id, slaStateOf(t, changes.get(t.id) ?? [], targets, now)] as const),
  );
}
