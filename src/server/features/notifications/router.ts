import {
  NotificationIdInput,
  NotificationListInput,
  NotificationPreferencesInput,
} from '@/shared/notifications';
import { protectedProcedure, router } from '@/server/trpc/init';
import {
  clearNotification,
  countNotificationsByState,
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './service';
import { getNotificationPreferences, saveNotificationPreferences } from './preferences';

// Notifications belong to the signed-in user; no extra permission is needed to read one's own.
export const notificationsRouter = router({
  list: protectedProcedure
    .meta({ requires: 'session' })
    .input(NotificationListInput.optional())
    .query(({ ctx, input }) =>
      listNotifications(
        ctx.db,
        { tenantId: ctx.tenantId, userId: ctx.user.id },
        NotificationListInput.parse(input ?? {}),
      ),
    ),
  unreadCount: protectedProcedure.meta({ requires: 'session' }).query(async ({ ctx }) => ({
    count: await countUnreadNotifications(ctx.db, { tenantId: ctx.tenantId, userId: ctx.user.id }),
  })),
  counts: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) =>
      countNotificationsByState(ctx.db, { tenantId: ctx.tenantId, userId: ctx.user.id }),
    ),
  markRead: protectedProcedure
    .meta({ requires: 'session' })
    .input(NotificationIdInput)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.db, ctx, input.id)),
  markAllRead: protectedProcedure
    .meta({ requires: 'session' })
    .mutation(({ ctx }) => markAllNotificationsRead(ctx.db, ctx)),
  clear: protectedProcedure
    .meta({ requires: 'session' })
    .input(NotificationIdInput)
    .mutation(({ ctx, input }) => clearNotification(ctx.db, ctx, input.id)),
  // Each user's own choice per kind: in-app, e-mail or none.
  preferences: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getNotificationPreferences(ctx)),
  savePreferences: protectedProcedure
    .meta({ requires: 'session' })
    .input(NotificationPreferencesInput)
    .mutation(({ ctx, input }) => saveNotificationPreferences(ctx, input.channels)),
});
