import {
  NoticeReadInput,
  PortalSendMessageInput,
  PortalThreadInput,
  StaffSendMessageInput,
  StaffThreadInput,
  StaffThreadsInput,
} from '@/shared/installer-portal/messages';
import { permissionProcedure, portalProcedure, router } from '@/server/trpc/init';
import type { Actor } from '@/server/trpc/actor';
import { listThreads, type ThreadScope } from './message-threads';
import { markThreadRead, readThread, sendMessage } from './messages';
import { portalActorOf } from './portal-actor';
import { listNotices, markNoticesRead, unreadNoticeCount } from './portal-notices-read';

// Threads live on the installer's profile: whoever sees installers reads them; whoever edits
// installers (coordinators, administrators) writes to installer users.
const viewInstallers = permissionProcedure('installers:view');
const editInstallers = permissionProcedure('installers:edit');

/** The portal user's view: its own installer, no internal notes. */
function portalScope(ctx: Actor): ThreadScope {
  const actor = portalActorOf(ctx);
  const { tenantId, installerId } = actor;
  return { db: ctx.db, tenantId, installerId, userId: ctx.user.id, side: 'installer' };
}

/** Staff's view of one installer of their tenant (requireThread 404s another tenant's). */
function staffScope(ctx: Actor, installerId: string): ThreadScope {
  return { db: ctx.db, tenantId: ctx.tenantId, installerId, userId: ctx.user.id, side: 'staff' };
}

/**
 * The messages part of the installer portal (docs/installer-portal.md): `portal` holds the
 * installer-facing procedures (portal.messages.*, portal.notices.*), `staff` the staff-facing
 * ones (installerPortal.messages.*). router.ts merges them.
 */
export const messagesPortalProcedures = {
  messages: router({
    threads: portalProcedure.query(({ ctx }) => listThreads(portalScope(ctx))),
    thread: portalProcedure
      .input(PortalThreadInput)
      .query(({ ctx, input }) => readThread(portalScope(ctx), input.threadKey)),
    markRead: portalProcedure
      .input(PortalThreadInput)
      .mutation(({ ctx, input }) => markThreadRead(portalScope(ctx), input.threadKey)),
    send: portalProcedure
      .input(PortalSendMessageInput)
      .mutation(({ ctx, input }) => sendMessage(ctx, portalScope(ctx), input, ctx.services)),
    /** The Messages menu's badge: unread messages and notices. */
    unread: portalProcedure.query(async ({ ctx }) => {
      const [threads, notices] = await Promise.all([
        listThreads(portalScope(ctx)),
        unreadNoticeCount(portalActorOf(ctx)),
      ]);
      return { messages: threads.unread, notices, total: threads.unread + notices };
    }),
  }),
  notices: router({
    list: portalProcedure.query(({ ctx }) => listNotices(portalActorOf(ctx))),
    markRead: portalProcedure
      .input(NoticeReadInput)
      .mutation(({ ctx, input }) => markNoticesRead(portalActorOf(ctx), input.id)),
  }),
};

export const messagesStaffProcedures = {
  messages: router({
    threads: viewInstallers
      .input(StaffThreadsInput)
      .query(({ ctx, input }) => listThreads(staffScope(ctx, input.installerId))),
    thread: viewInstallers
      .input(StaffThreadInput)
      .query(({ ctx, input }) => readThread(staffScope(ctx, input.installerId), input.threadKey)),
    markRead: viewInstallers
      .input(StaffThreadInput)
      .mutation(({ ctx, input }) =>
        markThreadRead(staffScope(ctx, input.installerId), input.threadKey),
      ),
    send: editInstallers
      .input(StaffSendMessageInput)
      .mutation(({ ctx, input }) =>
        sendMessage(ctx, staffScope(ctx, input.installerId), input, ctx.services),
      ),
  }),
};
