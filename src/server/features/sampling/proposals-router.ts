import { permissionProcedure, router } from '@/server/trpc/init';
import {
  AcceptProposalsInput,
  CategoryWeightInput,
  DrawProposalsInput,
  ProposalsQuery,
  SkipProposalInput,
} from '@/shared/sampling/proposals';
import { listCategoryWeights, setCategoryWeight } from './category-weights';
import { listProposals } from './proposals';
import { acceptProposals, drawProposals, skipProposal } from './proposals-actions';

const view = permissionProcedure('sampling:view');
// Drawing, accepting and skipping decide whose work is inspected: coordinators (issue 30 point 6).
const manage = permissionProcedure('sampling:manage_proposals');
// A category's weight shapes every quarter's draw, like the rules: administrators set it.
const editRules = permissionProcedure('sampling:edit_rules');

/** sampling.proposals.*: the quarter's risk-weighted proposals (docs/sampling.md). */
export const proposalsRouter = router({
  list: view
    .input(ProposalsQuery)
    .query(({ ctx, input }) => listProposals(ctx.db, ctx.tenantId, input.quarter)),
  draw: manage
    .input(DrawProposalsInput)
    .mutation(({ ctx, input }) => drawProposals(ctx, input.quarter)),
  accept: manage
    .input(AcceptProposalsInput)
    .mutation(({ ctx, input }) => acceptProposals(ctx, input)),
  skip: manage.input(SkipProposalInput).mutation(({ ctx, input }) => skipProposal(ctx, input)),
  categoryWeights: view.query(({ ctx }) => listCategoryWeights(ctx.db, ctx.tenantId)),
  setCategoryWeight: editRules
    .input(CategoryWeightInput)
    .mutation(({ ctx, input }) => setCategoryWeight(ctx, input)),
});
