import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateProjectInput,
  LinkInspectionsInput,
  UpdateProjectInput,
} from '@/shared/projects/project-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { inspections, projectInspections, projects } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { nextProjectReference } from './reference';

export async function createProject(actor: Actor, input: z.output<typeof CreateProjectInput>) {
  return actor.db.transaction(async (tx) => {
    const reference = await nextProjectReference(tx, actor.tenantId);
    const [project] = await tx
      .insert(projects)
      .values({ ...input, tenantId: actor.tenantId, reference, createdBy: actor.user.id })
      .returning({ id: projects.id, reference: projects.reference });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'project',
      resourceId: project!.id,
      details: { reference, name: input.name, type: input.type, priority: input.priority },
    });
    return project!;
  });
}

async function lockProject(tx: Tx, tenantId: string, id: string) {
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.tenantId, tenantId)))
    .for('update');
  if (!project) throw new TRPCError({ code: 'NOT_FOUND', message: 'Project not found.' });
  return project;
}

export async function updateProject(actor: Actor, input: z.output<typeof UpdateProjectInput>) {
  return actor.db.transaction(async (tx) => {
    const before = await lockProject(tx, actor.tenantId, input.id);
    const { id, ...fields } = input;
    const changes = Object.fromEntries(
      Object.entries(fields)
        .filter(([key, value]) => before[key as keyof typeof fields] !== value)
        .map(([key, value]) => [key, { from: before[key as keyof typeof fields], to: value }]),
    );
    const [updated] = await tx
      .update(projects)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(projects.id, id))
      .returning({ id: projects.id, reference: projects.reference, status: projects.status });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'project',
      resourceId: id,
      details: { changes },
    });
    return updated!;
  });
}

export async function linkInspections(actor: Actor, input: z.output<typeof LinkInspectionsInput>) {
  return actor.db.transaction(async (tx) => {
    await lockProject(tx, actor.tenantId, input.projectId);
    const ids = [...new Set(input.inspectionIds)];
    const found = await tx
      .select({ id: inspections.id, reference: inspections.reference })
      .from(inspections)
      .where(and(eq(inspections.tenantId, actor.tenantId), inArray(inspections.id, ids)));
    if (found.length !== ids.length) {
      throw new TRPCError({ code: 'NOT_FOUND', message: 'Inspection not found.' });
    }
    const inserted = await tx
      .insert(projectInspections)
      .values(
        ids.map((inspectionId) => ({
          tenantId: actor.tenantId,
          projectId: input.projectId,
          inspectionId,
          linkedBy: actor.user.id,
        })),
      )
      .onConflictDoNothing()
      .returning({ inspectionId: projectInspections.inspectionId });
    const references = found
      .filter((f) => inserted.some((i) => i.inspectionId === f.id))
      .map((f) => f.reference);
    if (inserted.length > 0) {
      await writeAudit(tx, actor, {
        action: 'update',
        resource: 'project',
        resourceId: input.projectId,
        details: { change: 'link_inspections', inspections: references },
      });
    }
    return { linked: inserted.length, alreadyLinked: ids.length - inserted.length };
  });
}

export async function unlinkInspection(
  actor: Actor,
  input: { projectId: string; inspectionId: string },
) {
  return actor.db.transaction(async (tx) => {
    await lockProject(tx, actor.tenantId, input.projectId);
    const removed = await tx
      .delete(projectInspections)
      .where(
        and(
          eq(projectInspections.tenantId, actor.tenantId),
          eq(projectInspections.projectId, input.projectId),
          eq(projectInspections.inspectionId, input.inspectionId),
        ),
      )
      .returning({ inspectionId: projectInspections.inspectionId });
    if (removed.length === 0) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: 'This inspection is not linked to the project.',
      });
    }
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'project',
      resourceId: input.projectId,
      details: { change: 'unlink_inspection', inspectionId: input.inspectionId },
    });
    return { unlinked: 1 };
  });
}
