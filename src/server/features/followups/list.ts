import { and, asc, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { FollowupTab } from '@/shared/followups/catalogue';
import { effectiveFollowupStatus } from '@/shared/followups/rules';
import type { FollowupListInput } from '@/shared/followups/schemas';
import { defects, followups, inspections, users } from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import { paginate } from '@/server/lib/paginate';
import { isOwnRecord } from '@/shared/ownership';
import { isFollowupOverdue } from '@/server/figures/overdue-figures';
import type { Actor } from '@/server/trpc/actor';
import { mayActOnAll } from '@/server/trpc/ownership';
import { followupScope } from './scope';

type ListInput = z.output<typeof FollowupListInput>;
const assignee = alias(users, 'followup_assignee');

/** Overdue whether the job has marked it yet or not: the one definition (src/server/figures). */
const isOverdue = isFollowupOverdue;

function tabCondition(tab: FollowupTab, now: Date): SQL | undefined {
  if (tab === 'pending') return and(eq(followups.status, 'pending'), gte(followups.dueDate, now));
  if (tab === 'overdue') return isOverdue(now);
  if (tab === 'completed') return eq(followups.status, 'completed');
  return undefined;
}

function searchCondition(search: string) {
  if (search === '') return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(followups.title, pattern),
    ilike(followups.description, pattern),
    ilike(inspections.reference, pattern),
    ilike(inspections.propertyAddress, pattern),
    ilike(defects.reference, pattern),
  );
}

const priorityRank = sql`case ${followups.priority} when 'high' then 3 when 'medium' then 2 else 1 end`;

function sortOrder(input: ListInput) {
  const direction = input.direction === 'asc' ? asc : desc;
  const column = {
    dueDate: followups.dueDate,
    createdAt: followups.createdAt,
    priority: priorityRank,
    progress: followups.progress,
    title: followups.title,
  }[input.sort];
  return [direction(column), asc(followups.dueDate), asc(followups.id)];
}

/** Follow-up & Resolution Tracking: tab, search, filters, sort and pages, with the tab counts. */
export async function listFollowups(actor: Actor, input: ListInput, now: Date = new Date()) {
  const mayAll = await mayActOnAll(actor, 'followups:manage_all');
  const filters = and(
    await followupScope(actor),
    searchCondition(input.search),
    input.type ? eq(followups.type, input.type) : undefined,
    input.priority ? eq(followups.priority, input.priority) : undefined,
    input.mine ? eq(followups.assigneeId, actor.user.id) : undefined,
  );
  const window = paginate(input);
  const rows = await actor.db
    .select({
      id: followups.id,
      type: followups.type,
      title: followups.title,
      description: followups.description,
      priority: followups.priority,
      status: followups.status,
      assigneeId: followups.assigneeId,
      assigneeName: assignee.name,
      createdBy: followups.createdBy,
      dueDate: followups.dueDate,
      progress: followups.progress,
      completedAt: followups.completedAt,
      createdAt: followups.createdAt,
      inspectionId: followups.inspectionId,
      inspectionReference: inspections.reference,
      propertyAddress: inspections.propertyAddress,
      defectId: followups.defectId,
      defectReference: defects.reference,
    })
    .from(followups)
    .leftJoin(inspections, eq(inspections.id, followups.inspectionId))
    .leftJoin(defects, eq(defects.id, followups.defectId))
    .leftJoin(assignee, eq(assignee.id, followups.assigneeId))
    .where(and(filters, tabCondition(input.tab, now)))
    .orderBy(...sortOrder(input))
    .limit(window.limit)
    .offset(window.offset);
  const [counts] = await actor.db
    .select({
      all: count(),
      pending: count(
        sql`case when ${followups.status} = 'pending' and ${followups.dueDate} >= ${now.toISOString()} then 1 end`,
      ),
      overdue: count(sql`case when ${isOverdue(now)} then 1 end`),
      completed: count(sql`case when ${followups.status} = 'completed' then 1 end`),
    })
    .from(followups)
    .leftJoin(inspections, eq(inspections.id, followups.inspectionId))
    .leftJoin(defects, eq(defects.id, followups.defectId))
    .where(filters);
  const tabCounts = counts ?? { all: 0, pending: 0, overdue: 0, completed: 0 };
  return {
    items: rows.map((row) => ({
      ...row,
      status: effectiveFollowupStatus(row, now),
      dueDate: row.dueDate.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      /** Whether this user may complete it or update progress (theirs, or followups:manage_all). */
      mayAct: mayAll || isOwnRecord(row, actor.user.id),
    })),
    counts: tabCounts,
    pagination: window.info(tabCounts[input.tab]),
  };
}

/** The stat cards over every follow-up the actor may see. */
export async function followupStats(actor: Actor, now: Date = new Date()) {
  const [row] = await actor.db
    .select({
      total: count(),
      pending: count(
        sql`case when ${followups.status} = 'pending' and ${followups.dueDate} >= ${now.toISOString()} then 1 end`,
      ),
      overdue: count(sql`case when ${isOverdue(now)} then 1 end`),
      completed: count(sql`case when ${followups.status} = 'completed' then 1 end`),
      highPriorityOpen: count(
        sql`case when ${followups.status} <> 'completed' and ${followups.priority} = 'high' then 1 end`,
      ),
      averageProgress: sql<number>`coalesce(round(avg(case when ${followups.status} <> 'completed' then ${followups.progress} end)), 0)::int`,
    })
    .from(followups)
    .where(await followupScope(actor));
  return (
    row ?? {
      total: 0,
      pending: 0,
      overdue: 0,
      completed: 0,
      highPriorityOpen: 0,
      averageProgress: 0,
    }
  );
}
