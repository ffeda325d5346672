import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { endOfMonth, endOfWeek, startOfMonth, startOfWeek } from '@/shared/schedule/calendar';
import type { CalendarStatus, VisitStatus } from '@/shared/schedule/catalogue';
import type { InspectionStatus } from '@/shared/inspections/statuses';
import { OPEN_STATUSES } from '@/shared/inspections/statuses';
import { inspections, inspectionVisits, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { scheduleScope } from './visibility';

export type CalendarEntry = {
  key: string;
  kind: 'visit' | 'inspection';
  visitId: string | null;
  inspectionId: string | null;
  reference: string | null;
  date: string;
  time: string | null;
  durationMinutes: number | null;
  type: string | null;
  inspectorUserId: string | null;
  inspectorName: string | null;
  location: string;
  notes: string;
  status: CalendarStatus;
  visitStatus: VisitStatus | null;
};

/** Legend status of an inspection with a scheduled date (catalogue.ts explains the mapping). */
export function inspectionCalendarStatus(
  status: InspectionStatus,
  hasInspector: boolean,
): CalendarStatus {
  if (status === 'PASSED' || status === 'FAILED') return 'completed';
  if (status === 'CANCELLED') return 'cancelled';
  return hasInspector ? 'scheduled' : 'pending';
}

// A booked (not cancelled) visit stands in for its inspection on the calendar.
const hasLiveVisit = (tenantId: string) =>
  sql`exists (select 1 from ${inspectionVisits} v where v.inspection_id = ${inspections.id}
    and v.tenant_id = ${tenantId} and v.status <> 'cancelled')`;

/** Visits and scheduled inspections between two UK dates (inclusive), by date then time. */
export async function getCalendar(
  actor: Actor,
  range: { from: string; to: string },
): Promise<CalendarEntry[]> {
  const scope = await scheduleScope(actor);
  const [visitRows, inspectionRows] = await Promise.all([
    actor.db
      .select({
        visit: inspectionVisits,
        inspectorName: users.name,
        reference: inspections.reference,
      })
      .from(inspectionVisits)
      .leftJoin(users, eq(users.id, inspectionVisits.inspectorUserId))
      .leftJoin(inspections, eq(inspections.id, inspectionVisits.inspectionId))
      .where(
        and(
          eq(inspectionVisits.tenantId, actor.tenantId),
          gte(inspectionVisits.visitDate, range.from),
          lte(inspectionVisits.visitDate, range.to),
          scope.visits,
        ),
      ),
    actor.db
      .select({
        id: inspections.id,
        reference: inspections.reference,
        date: inspections.scheduledDate,
        time: inspections.scheduledTime,
        type: inspections.inspectionType,
        inspectorUserId: inspections.inspectorUserId,
        inspectorName: inspections.inspectorName,
        location: inspections.propertyAddress,
        notes: inspections.notes,
        status: inspections.status,
      })
      .from(inspections)
      .where(
        and(
          scope.inspections,
          isNotNull(inspections.scheduledDate),
          gte(inspections.scheduledDate, range.from),
          lte(inspections.scheduledDate, range.to),
          sql`not ${hasLiveVisit(actor.tenantId)}`,
        ),
      ),
  ]);
  const entries: CalendarEntry[] = [
    ...visitRows.map(({ visit, inspectorName, reference }) => ({
      key: `visit:${visit.id}`,
      kind: 'visit' as const,
      visitId: visit.id,
      inspectionId: visit.inspectionId,
      reference,
      date: visit.visitDate,
      time: visit.visitTime,
      durationMinutes: visit.durationMinutes,
      type: visit.type,
      inspectorUserId: visit.inspectorUserId,
      inspectorName,
      location: visit.location,
      notes: visit.notes,
      status: visit.status,
      visitStatus: visit.status,
    })),
    ...inspectionRows.map(inspectionEntry),
  ];
  return entries.sort(compareEntries);
}

type ScheduledInspection = {
  id: string;
  reference: string;
  date: string | null;
  time: string | null;
  type: string | null;
  inspectorUserId: string | null;
  inspectorName: string | null;
  location: string;
  notes: string;
  status: InspectionStatus;
};

/** An inspection with a scheduled date and no booked visit, as the calendar shows it. */
function inspectionEntry(row: ScheduledInspection): CalendarEntry {
  const hasInspector = Boolean(row.inspectorUserId || row.inspectorName?.trim());
  return {
    key: `inspection:${row.id}`,
    kind: 'inspection' as const,
    visitId: null,
    inspectionId: row.id,
    reference: row.reference,
    date: row.date!,
    time: row.time || null,
    durationMinutes: null,
    type: row.type || null,
    inspectorUserId: row.inspectorUserId,
    inspectorName: row.inspectorName?.trim() || null,
    location: row.location,
    notes: row.notes,
    status: inspectionCalendarStatus(row.status, hasInspector),
    visitStatus: null,
  };
}

function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  // Untimed entries go after timed ones on the same day.
  const at = a.time ?? '99:99';
  const bt = b.time ?? '99:99';
  if (at !== bt) return at < bt ? -1 : 1;
  return a.key < b.key ? -1 : 1;
}

export async function getToday(actor: Actor, now = new Date()) {
  const today = todayInLondon(now);
  return { date: today, entries: await getCalendar(actor, { from: today, to: today }) };
}

/** Stat cards: today, this week (Mon-Sun), unassigned upcoming inspections, completed this month. */
export async function getScheduleStats(actor: Actor, now = new Date()) {
  const today = todayInLondon(now);
  const week = { from: startOfWeek(today), to: endOfWeek(today) };
  const month = { from: startOfMonth(today), to: endOfMonth(today) };
  const from = week.from < month.from ? week.from : month.from;
  const to = week.to > month.to ? week.to : month.to;
  const entries = (await getCalendar(actor, { from, to })).filter((e) => e.status !== 'cancelled');
  const scope = await scheduleScope(actor);
  const [unassigned] = await actor.db
    .select({ count: sql<number>`count(*)::int` })
    .from(inspections)
    .where(
      and(
        scope.inspections,
        inArray(inspections.status, [...OPEN_STATUSES]),
        gte(inspections.scheduledDate, today),
        sql`${inspections.inspectorUserId} is null`,
        sql`coalesce(trim(${inspections.inspectorName}), '') = ''`,
        sql`not ${hasLiveVisit(actor.tenantId)}`,
      ),
    );
  const within = (r: { from: string; to: string }) =>
    entries.filter((e) => e.date >= r.from && e.date <= r.to);
  return {
    today: entries.filter((e) => e.date === today).length,
    thisWeek: within(week).length,
    unassigned: unassigned?.count ?? 0,
    completedThisMonth: within(month).filter((e) => e.status === 'completed').length,
  };
}

/** Active INSPECTOR users of the tenant, for the booking form's select. */
export async function listInspectors(actor: Actor) {
  return actor.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, actor.tenantId), eq(users.isActive, true)))
    .orderBy(asc(users.name));
}
