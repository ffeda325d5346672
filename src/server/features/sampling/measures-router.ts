import { permissionProcedure, router } from '@/server/trpc/init';
import { MeasureIdInput, MeasureListInput } from '@/shared/sampling/measures';
import { getMeasure } from './measures-detail';
import { listMeasures, measureFilterOptions } from './measures-list';

const view = permissionProcedure('sampling:view');

/** The register of lodged measures, read-only (issue 30 point 3): sampling.measures.*. */
export const measuresRouter = router({
  list: view
    .input(MeasureListInput)
    .query(({ ctx, input }) => listMeasures(ctx.db, ctx.tenantId, input)),
  filterOptions: view.query(({ ctx }) => measureFilterOptions(ctx.db, ctx.tenantId)),
  get: view
    .input(MeasureIdInput)
    .query(({ ctx, input }) => getMeasure(ctx.db, ctx.tenantId, input.id)),
});
