import { InspectionVisitInput, StartVisitInput } from '@/shared/evidence/flags';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { getVisitStart, startVisit } from './visit-start';

/** Mounted as `inspectionVisit`: the start of the visit to an inspection's property. */
export const inspectionVisitRouter = router({
  get: protectedProcedure
    .meta({ requires: 'session' })
    .input(InspectionVisitInput)
    .query(({ ctx, input }) => getVisitStart(ctx, input.inspectionId)),
  start: permissionProcedure('inspections:edit')
    .input(StartVisitInput)
    .mutation(({ ctx, input }) => startVisit(ctx, input)),
});
