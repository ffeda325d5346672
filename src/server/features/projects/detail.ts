import { TRPCError } from '@trpc/server';
import { and, asc, count, eq } from 'drizzle-orm';
import { inspections, projectInspections, projects, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { inspectionScope } from '../inspections/scope';

/**
 * A project with its inspections. Every holder of projects:view sees the
 * project; its inspections are narrowed to the ones the actor may see, with
 * the full count so nobody is misled about the project's size.
 */
export async function getProject(actor: Actor, id: string) {
  const [row] = await actor.db
    .select({ project: projects, createdByName: users.name })
    .from(projects)
    .leftJoin(users, eq(users.id, projects.createdBy))
    .where(and(eq(projects.id, id), eq(projects.tenantId, actor.tenantId)));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Project not found.' });
  const scope = await inspectionScope(actor);
  const linked = eq(projectInspections.projectId, id);
  const [items, [total]] = await Promise.all([
    actor.db
      .select({
        id: inspections.id,
        reference: inspections.reference,
        propertyAddress: inspections.propertyAddress,
        measureType: inspections.measureType,
        status: inspections.status,
        scheduledDate: inspections.scheduledDate,
        inspectorName: inspections.inspectorName,
        linkedAt: projectInspections.linkedAt,
      })
      .from(projectInspections)
      .innerJoin(inspections, eq(inspections.id, projectInspections.inspectionId))
      .where(and(linked, scope.condition))
      .orderBy(asc(inspections.reference)),
    actor.db
      .select({ total: count() })
      .from(projectInspections)
      .where(and(linked, eq(projectInspections.tenantId, actor.tenantId))),
  ]);
  const { project } = row;
  return {
    ...project,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
    createdByName: row.createdByName,
    inspections: items.map((i) => ({ ...i, linkedAt: i.linkedAt.toISOString() })),
    totalInspections: total?.total ?? 0,
  };
}

/** The projects an inspection belongs to (shown on the inspection's page). */
export async function listProjectsForInspection(actor: Actor, inspectionId: string) {
  return actor.db
    .select({ id: projects.id, reference: projects.reference, name: projects.name })
    .from(projectInspections)
    .innerJoin(projects, eq(projects.id, projectInspections.projectId))
    .where(
      and(
        eq(projectInspections.tenantId, actor.tenantId),
        eq(projectInspections.inspectionId, inspectionId),
      ),
    )
    .orderBy(asc(projects.reference));
}
