import { and, count, eq } from 'drizzle-orm';
import { monitoringProposals } from '../../db/schema/index';
import { protectedProcedure, router } from '../../trpc/init';
import { getPendingInspections } from '../inspections/pending';
import { countUnreadNotifications } from '../notifications/service';
import { hasPermission } from '../permissions/service';

/** Live counts for the home tiles' badges, keyed by tile path; only what the user may see. */
export const homeRouter = router({
  badges: protectedProcedure.query(async ({ ctx }) => {
    const owner = { tenantId: ctx.tenantId, userId: ctx.user.id };
    const [pending, unread, canSeeInstallers] = await Promise.all([
      getPendingInspections(ctx, { page: 1, limit: 1 }),
      countUnreadNotifications(ctx.db, owner),
      hasPermission(ctx.db, ctx.tenantId, ctx.user.role, 'installers:view'),
    ]);
    const [proposals] = canSeeInstallers
      ? await ctx.db
          .select({ n: count() })
          .from(monitoringProposals)
          .where(
            and(
              eq(monitoringProposals.tenantId, ctx.tenantId),
              eq(monitoringProposals.status, 'pending'),
            ),
          )
      : [{ n: 0 }];
    return {
      '/inspections': pending.pagination.total,
      '/enhanced-monitoring': proposals?.n ?? 0,
      '/alerts': unread,
    };
  }),
});
