import { InspectionEvidenceInput, WithdrawEvidenceInput } from '@/shared/evidence/catalogue';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { listEvidence } from './service';
import { withdrawEvidence } from './withdraw-evidence';

export const evidenceRouter = router({
  list: protectedProcedure
    .meta({ requires: 'session' })
    .input(InspectionEvidenceInput)
    .query(({ ctx, input }) => listEvidence(ctx, input.inspectionId)),
  withdraw: permissionProcedure('evidence:withdraw')
    .input(WithdrawEvidenceInput)
    .mutation(({ ctx, input }) => withdrawEvidence(ctx, input)),
});
