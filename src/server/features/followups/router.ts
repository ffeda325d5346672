import {
  CreateFollowupInput,
  FollowupIdInput,
  FollowupIdsInput,
  FollowupListInput,
  ReassignFollowupsInput,
  UpdateFollowupProgressInput,
} from '@/shared/followups/schemas';
import { permissionProcedure, router } from '@/server/trpc/init';
import { listAssignees } from '../defects/assignees';
import { followupStats, listFollowups } from './list';
import {
  completeFollowup,
  completeFollowups,
  createFollowup,
  reassignFollowups,
  updateFollowupProgress,
} from './mutate';

const view = permissionProcedure('followups:view');
const manage = permissionProcedure('followups:manage');

// Without inspections:view_all the service narrows rows to the actor's own
// inspections, assignments and creations (scope.ts).
export const followupsRouter = router({
  list: view.input(FollowupListInput).query(({ ctx, input }) => listFollowups(ctx, input)),
  stats: view.query(({ ctx }) => followupStats(ctx)),
  assignees: view.query(({ ctx }) => listAssignees(ctx.db, ctx.tenantId)),
  create: manage
    .input(CreateFollowupInput)
    .mutation(({ ctx, input }) => createFollowup(ctx, input)),
  complete: manage
    .input(FollowupIdInput)
    .mutation(({ ctx, input }) => completeFollowup(ctx, input.id)),
  completeMany: manage
    .input(FollowupIdsInput)
    .mutation(({ ctx, input }) => completeFollowups(ctx, input.ids)),
  updateProgress: manage
    .input(UpdateFollowupProgressInput)
    .mutation(({ ctx, input }) => updateFollowupProgress(ctx, input)),
  reassign: permissionProcedure('followups:assign')
    .input(ReassignFollowupsInput)
    .mutation(({ ctx, input }) => reassignFollowups(ctx, input)),
});
