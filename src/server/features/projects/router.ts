import {
  CreateProjectInput,
  LinkInspectionsInput,
  ListProjectsInput,
  ProjectIdInput,
  UnlinkInspectionInput,
  UpdateProjectInput,
} from '@/shared/projects/project-inputs';
import { z } from 'zod';
import { permissionProcedure, router } from '@/server/trpc/init';
import { getProject, listProjectsForInspection } from './detail';
import { getProjectStats, listProjects } from './list';
import { createProject, linkInspections, unlinkInspection, updateProject } from './mutate';

export const projectsRouter = router({
  list: permissionProcedure('projects:view')
    .input(ListProjectsInput)
    .query(async ({ ctx, input }) => ({
      ...(await listProjects(ctx, input)),
      stats: await getProjectStats(ctx),
    })),
  get: permissionProcedure('projects:view')
    .input(ProjectIdInput)
    .query(({ ctx, input }) => getProject(ctx, input.id)),
  forInspection: permissionProcedure('projects:view')
    .input(z.strictObject({ inspectionId: z.uuid() }))
    .query(({ ctx, input }) => listProjectsForInspection(ctx, input.inspectionId)),
  create: permissionProcedure('projects:manage')
    .input(CreateProjectInput)
    .mutation(({ ctx, input }) => createProject(ctx, input)),
  update: permissionProcedure('projects:manage')
    .input(UpdateProjectInput)
    .mutation(({ ctx, input }) => updateProject(ctx, input)),
  linkInspections: permissionProcedure('projects:manage')
    .input(LinkInspectionsInput)
    .mutation(({ ctx, input }) => linkInspections(ctx, input)),
  unlinkInspection: permissionProcedure('projects:manage')
    .input(UnlinkInspectionInput)
    .mutation(({ ctx, input }) => unlinkInspection(ctx, input)),
});
