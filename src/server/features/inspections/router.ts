import { z } from 'zod';
import { CreateInspectionInput } from '@/shared/inspections/create-inspection';
import {
  DraftVariantInput,
  InspectionIdInput,
  InspectionListInput,
  PendingInspectionsInput,
  SaveDraftInput,
  UpdateInspectionInput,
  UpdateInspectionStatusInput,
} from '@/shared/inspections/queries';
import { AssignInspectorInput } from '@/shared/inspections/pending-queue';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { assignInspector } from './assign';
import { createInspection } from './create';
import { getInspection } from './detail';
import { deleteDraft, listDrafts, loadDraft, saveDraft } from './drafts';
import { getInspectionStats, listInspections } from './list';
import { listInspectorOptions } from './inspector-user';
import { getPendingInspections } from './pending';
import { updateInspectionStatus } from './status';
import { updateInspection } from './update';

// Reading needs a session; what is visible is narrowed by inspections:view_all in the service (scope.ts).
export const inspectionRouter = router({
  createInspectionDirect: permissionProcedure('inspections:create')
    .input(CreateInspectionInput)
    .mutation(({ ctx, input }) => createInspection(ctx, input)),
  // The staff the forms choose an inspector from (issue 28 point 6).
  inspectorOptions: permissionProcedure('inspections:create').query(({ ctx }) =>
    listInspectorOptions(ctx.db, ctx.tenantId),
  ),
  getPendingInspections: protectedProcedure
    .meta({ requires: 'session' })
    .input(PendingInspectionsInput)
    .query(({ ctx, input }) => getPendingInspections(ctx, input)),
  // The pending queue's bulk 'Assign to inspector': reassigning is for roles that may edit
  // inspections assigned to others, as in inspection.update (issue 28 point 9).
  assignInspector: permissionProcedure('inspections:edit_all')
    .input(AssignInspectorInput)
    .mutation(({ ctx, input }) => assignInspector(ctx, input)),
  updateInspectionStatus: permissionProcedure('inspections:edit')
    .input(UpdateInspectionStatusInput)
    .mutation(({ ctx, input }) => updateInspectionStatus(ctx, input)),
  list: protectedProcedure
    .meta({ requires: 'session' })
    .input(InspectionListInput)
    .query(({ ctx, input }) => listInspections(ctx, input)),
  stats: protectedProcedure
    .meta({ requires: 'session' })
    .input(z.object({ search: z.string().trim().max(200).default('') }).default({ search: '' }))
    .query(({ ctx, input }) => getInspectionStats(ctx, input.search)),
  get: protectedProcedure
    .meta({ requires: 'session' })
    .input(InspectionIdInput)
    .query(({ ctx, input }) => getInspection(ctx.db, ctx, input.id)),
  update: permissionProcedure('inspections:edit')
    .input(UpdateInspectionInput)
    .mutation(({ ctx, input }) => updateInspection(ctx, input)),
  saveDraft: permissionProcedure('inspections:create')
    .input(SaveDraftInput)
    .mutation(({ ctx, input }) => saveDraft(ctx, input)),
  loadDraft: permissionProcedure('inspections:create')
    .input(DraftVariantInput)
    .query(({ ctx, input }) => loadDraft(ctx, input.variant)),
  listDrafts: permissionProcedure('inspections:create').query(({ ctx }) => listDrafts(ctx)),
  deleteDraft: permissionProcedure('inspections:create')
    .input(DraftVariantInput)
    .mutation(({ ctx, input }) => deleteDraft(ctx, input.variant)),
});
