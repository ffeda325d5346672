import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DefectTab } from '@/shared/defects/catalogue';
import type { DefectListInput } from '@/shared/defects/schemas';
import { defects, inspections } from '@/server/db/schema/index';
import { foldedText, listSearch } from '@/server/lib/record-match';
import { paginate } from '@/server/lib/paginate';
import { isOwnRecord } from '@/shared/ownership';
import { isDefectOverdue } from '@/server/figures/overdue-figures';
import type { Actor } from '@/server/trpc/actor';
import { mayActOnAll } from '@/server/trpc/ownership';
import { assigneeUser, defectColumns, presentDefect } from './present';
import { defectScope } from './scope';

type ListInput = z.output<typeof DefectListInput>;

export function tabCondition(tab: DefectTab): SQL | undefined {
  if (tab === 'open') return ne(defects.status, 'resolved');
  if (tab === 'resolved') return eq(defects.status, 'resolved');
  if (tab === 'critical') return eq(defects.severity, 'critical');
  return undefined;
}

/** Overdue defects: the one definition (src/server/figures). */
export const overdueCondition = isDefectOverdue;

export function searchCondition(search: string) {
  return listSearch(
    search,
    foldedText(
      defects.reference,
      defects.title,
      defects.description,
      defects.location,
      inspections.reference,
      inspections.propertyAddress,
      inspections.installerName,
    ),
  );
}

const severityRank = sql`case ${defects.severity} when 'critical' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;
const statusRank = sql`case ${defects.status} when 'open' then 1 when 'in-progress' then 2 else 3 end`;

function sortOrder(input: ListInput) {
  const direction = input.direction === 'asc' ? asc : desc;
  const column = {
    createdAt: defects.createdAt,
    dueDate: defects.dueDate,
    severity: severityRank,
    reference: defects.reference,
    title: defects.title,
    status: statusRank,
  }[input.sort];
  return [direction(column), desc(defects.createdAt), asc(defects.id)];
}

/** The Defect Log: tab, search, filters, sort and server-side pages, with the tab counts. */
export async function listDefects(actor: Actor, input: ListInput, now: Date = new Date()) {
  const [scope, mayAll] = await Promise.all([
    defectScope(actor),
    mayActOnAll(actor, 'defects:manage_all'),
  ]);
  const filters = and(
    scope,
    searchCondition(input.search),
    input.severity ? eq(defects.severity, input.severity) : undefined,
    input.category ? eq(defects.category, input.category) : undefined,
    input.status ? eq(defects.status, input.status) : undefined,
    input.inspectionId ? eq(defects.inspectionId, input.inspectionId) : undefined,
    input.overdueOnly ? overdueCondition(now) : undefined,
  );
  const where = and(filters, tabCondition(input.tab));
  const window = paginate(input);
  const rows = await actor.db
    .select(defectColumns)
    .from(defects)
    .innerJoin(inspections, eq(inspections.id, defects.inspectionId))
    .leftJoin(assigneeUser, eq(assigneeUser.id, defects.assigneeId))
    .where(where)
    .orderBy(...sortOrder(input))
    .limit(window.limit)
    .offset(window.offset);
  // The tab counts follow the search and filters, so each tab says what clicking it shows.
  const [counts] = await actor.db
    .select({
      all: count(),
      open: count(sql`case when ${defects.status} <> 'resolved' then 1 end`),
      resolved: count(sql`case when ${defects.status} = 'resolved' then 1 end`),
      critical: count(sql`case when ${defects.severity} = 'critical' then 1 end`),
    })
    .from(defects)
    .innerJoin(inspections, eq(inspections.id, defects.inspectionId))
    .where(filters);
  const tabCounts = counts ?? { all: 0, open: 0, resolved: 0, critical: 0 };
  return {
    items: rows.map((row) => ({
      ...presentDefect(row, now),
      /** Whether this user may update it (theirs, or defects:manage_all); the web hides Update otherwise. */
      mayAct: mayAll || isOwnRecord(row, actor.user.id),
    })),
    counts: tabCounts,
    pagination: window.info(tabCounts[input.tab]),
  };
}

/** The stat cards: every defect the actor may see, whatever the filters. */
export async function defectStats(actor: Actor, now: Date = new Date()) {
  const [row] = await actor.db
    .select({
      total: count(),
      open: count(sql`case when ${defects.status} = 'open' then 1 end`),
      inProgress: count(sql`case when ${defects.status} = 'in-progress' then 1 end`),
      resolved: count(sql`case when ${defects.status} = 'resolved' then 1 end`),
      critical: count(
        sql`case when ${defects.severity} = 'critical' and ${defects.status} <> 'resolved' then 1 end`,
      ),
      overdue: count(
        sql`case when ${defects.status} <> 'resolved' and ${defects.dueDate} < ${now.toISOString()} then 1 end`,
      ),
    })
    .from(defects)
    .where(await defectScope(actor));
  return row ?? { total: 0, open: 0, inProgress: 0, resolved: 0, critical: 0, overdue: 0 };
}
