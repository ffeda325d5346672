import {
  CreateDefectInput,
  CreateDefectsFromInspectionInput,
  DefectIdInput,
  DefectListInput,
  DefectSettingsInput,
  InspectionOptionsInput,
  UpdateDefectInput,
} from '@/shared/defects/schemas';
import { permissionProcedure, router } from '@/server/trpc/init';
import { listAssignees } from './assignees';
import { createDefect, createDefectsFromInspection } from './create';
import { getDefect } from './detail';
import { listInspectionOptions } from './inspection-options';
import { defectStats, listDefects } from './list';
import { getDefectSettings, saveDefectSettings } from './settings';
import { updateDefect } from './update';

const view = permissionProcedure('defects:view');
const manage = permissionProcedure('defects:manage');

// Without inspections:view_all the service narrows rows to the actor's own
// inspections, assignments and reports (scope.ts).
export const defectsRouter = router({
  list: view.input(DefectListInput).query(({ ctx, input }) => listDefects(ctx, input)),
  stats: view.query(({ ctx }) => defectStats(ctx)),
  get: view.input(DefectIdInput).query(({ ctx, input }) => getDefect(ctx, input.id)),
  assignees: view.query(({ ctx }) => listAssignees(ctx.db, ctx.tenantId)),
  inspectionOptions: manage
    .input(InspectionOptionsInput)
    .query(({ ctx, input }) => listInspectionOptions(ctx, input)),
  create: manage.input(CreateDefectInput).mutation(({ ctx, input }) => createDefect(ctx, input)),
  createFromInspection: manage
    .input(CreateDefectsFromInspectionInput)
    .mutation(({ ctx, input }) => createDefectsFromInspection(ctx, input)),
  update: manage.input(UpdateDefectInput).mutation(({ ctx, input }) => updateDefect(ctx, input)),
  settings: router({
    get: view.query(({ ctx }) => getDefectSettings(ctx.db, ctx.tenantId)),
    save: permissionProcedure('settings:manage')
      .input(DefectSettingsInput)
      .mutation(({ ctx, input }) => saveDefectSettings(ctx, input)),
  }),
});
