import { ApplyOfflineChangeInput } from '@/shared/offline/changes';
import { permissionProcedure, router } from '@/server/trpc/init';
import { applyOfflineChange } from './apply';
import { getOfflineBundle } from './bundle';

const answer = permissionProcedure('checklists:answer');

/** Offline capture (issue 32 points 2 to 5; docs/offline-and-evidence.md). */
export const offlineRouter = router({
  // What the device keeps: the user's own open inspections in their window.
  bundle: answer.query(({ ctx }) => getOfflineBundle(ctx, ctx.services.storage)),
  // One change of the device's outbox, applied once per key. Not named `apply`: tRPC reserves
  // it (its client proxies are functions), so the plan's `offline.apply` is `offline.applyChange`.
  applyChange: answer
    .input(ApplyOfflineChangeInput)
    .mutation(({ ctx, input }) => applyOfflineChange(ctx, ctx.services, input)),
});
