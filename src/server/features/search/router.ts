import { RecordSearchInput } from '@/shared/search/records';
import { protectedProcedure, router } from '@/server/trpc/init';
import { searchRecords } from './records';

// Signed-in is enough to ask; each kind is narrowed by its own page's permission and scope.
export const searchRouter = router({
  records: protectedProcedure
    .meta({ requires: 'session' })
    .input(RecordSearchInput)
    .query(({ ctx, input }) => searchRecords(ctx, input.q)),
});
