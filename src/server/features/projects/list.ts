import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_PROJECT_STATUSES } from '@/shared/projects/catalogue';
import type { ListProjectsInput } from '@/shared/projects/project-inputs';
import type { z } from 'zod';
import { projectInspections, projects } from '@/server/db/schema/index';
import { foldedText, listSearch } from '@/server/lib/record-match';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';

type ListInput = z.output<typeof ListProjectsInput>;

const linkedCount = sql<number>`(select count(*)::int from ${projectInspections} pi
  where pi.project_id = ${projects.id})`;

/** Recent Projects: newest first, searchable by reference, name or description, filtered by status. */
export async function listProjects(actor: Actor, input: ListInput) {
  const window = paginate(input);
  const where = and(
    eq(projects.tenantId, actor.tenantId),
    input.status === 'all' ? undefined : eq(projects.status, input.status),
    listSearch(input.search, foldedText(projects.reference, projects.name, projects.description)),
  );
  const [items, [totals]] = await Promise.all([
    actor.db
      .select({
        id: projects.id,
        reference: projects.reference,
        name: projects.name,
        description: projects.description,
        type: projects.type,
        priority: projects.priority,
        status: projects.status,
        createdAt: projects.createdAt,
        inspectionCount: linkedCount,
      })
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.reference))
      .limit(window.limit)
      .offset(window.offset),
    actor.db.select({ total: count() }).from(projects).where(where),
  ]);
  return {
    items: items.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })),
    pagination: window.info(totals?.total ?? 0),
  };
}

/** The four stat cards, over the whole tenant (not the filtered list). */
export async function getProjectStats(actor: Actor) {
  const [row] = await actor.db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${projects.status} = 'active')::int`,
      completed: sql<number>`count(*) filter (where ${projects.status} = 'completed')::int`,
    })
    .from(projects)
    .where(eq(projects.tenantId, actor.tenantId));
  const [linked] = await actor.db
    .select({ count: sql<number>`count(distinct ${projectInspections.inspectionId})::int` })
    .from(projectInspections)
    .where(eq(projectInspections.tenantId, actor.tenantId));
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    completed: row?.completed ?? 0,
    linkedInspections: linked?.count ?? 0,
  };
}

/** Projects not yet completed (the home tile's badge). */
export async function countOpenProjects(actor: Actor) {
  const [row] = await actor.db
    .select({ count: count() })
    .from(projects)
    .where(
      and(
        eq(projects.tenantId, actor.tenantId),
        inArray(projects.status, [...OPEN_PROJECT_STATUSES]),
      ),
    );
  return row?.count ?? 0;
}
