import { permissionProcedure, router } from '@/server/trpc/init';
import { getOfflineBundle } from './bundle';

const answer = permissionProcedure('checklists:answer');

/** Offline capture (issue 32 points 2 to 5; docs/offline-and-evidence.md). */
export const offlineRouter = router({
  // What the device keeps: the user's own open inspections in their window.
  bundle: answer.query(({ ctx }) => getOfflineBundle(ctx, ctx.services.storage)),
});
