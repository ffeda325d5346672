import { NotificationIdInput, NotificationListInput } from '../../../shared/notifications';
import { protectedProcedure, router } from '../../trpc/init';
import {
  clearNotification,
  countNotificationsByState,
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './service';

// Notifications belong to the signed-in user; no extra permission is needed to read one's own.
export const notificationsRouter = router({
  list: protectedProcedure
    .input(NotificationListInput.optional())
    .query(({ ctx, input }) =>
      listNotifications(
        ctx.db,
        { tenantId: ctx.tenantId, userId: ctx.user.id },
        NotificationListInput.parse(input ?? {}),
      ),
    ),
  unreadCount: protectedProcedure.query(async ({ ctx }) => ({
    count: await countUnreadNotifications(ctx.db, { tenantId: ctx.tenantId, userId: ctx.user.id }),
  })),
  counts: protectedProcedure.query(({ ctx }) =>
    countNotificationsByState(ctx.db, { tenantId: ctx.tenantId, userId: ctx.user.id }),
  ),
  markRead: protectedProcedure
    .input(NotificationIdInput)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.db, ctx, input.id)),
  markAllRead: protectedProcedure.mutation(({ ctx }) => markAllNotificationsRead(ctx.db, ctx)),
  clear: protectedProcedure
    .input(NotificationIdInput)
    .mutation(({ ctx, input }) => clearNotification(ctx.db, ctx, input.id)),
});
