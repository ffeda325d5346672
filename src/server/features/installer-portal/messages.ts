import { and, asc, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import {
  portalMessageAttachments,
  portalMessages,
  portalThreadReads,
} from '@/server/db/schema/index';
import type { PlatformServices } from '@/server/platform/services';
import type { Actor } from '@/server/trpc/actor';
import { tellOtherSide } from './message-notify';
import { deliverNoticeEmails } from './portal-notices';
import { requireThread, type ThreadScope } from './message-threads';

/** One thread's messages, oldest first; the portal's query leaves internal notes out in SQL. */
export async function readThread(scope: ThreadScope, threadKey: string) {
  const title = await requireThread(scope, threadKey);
  const messages = await scope.db
    .select({
      id: portalMessages.id,
      authorName: portalMessages.authorName,
      authorSide: portalMessages.authorSide,
      authorId: portalMessages.authorId,
      body: portalMessages.body,
      internal: portalMessages.isInternal,
      createdAt: portalMessages.createdAt,
    })
    .from(portalMessages)
    .where(
      and(
        eq(portalMessages.tenantId, scope.tenantId),
        eq(portalMessages.installerId, scope.installerId),
        eq(portalMessages.threadKey, threadKey),
        ...(scope.side === 'installer' ? [eq(portalMessages.isInternal, false)] : []),
      ),
    )
    .orderBy(asc(portalMessages.createdAt))
    .limit(500);
  const files = messages.length
    ? await scope.db
        .select({
          id: portalMessageAttachments.id,
          messageId: portalMessageAttachments.messageId,
          name: portalMessageAttachments.name,
          size: portalMessageAttachments.size,
        })
        .from(portalMessageAttachments)
        .where(
          and(
            eq(portalMessageAttachments.tenantId, scope.tenantId),
            eq(portalMessageAttachments.installerId, scope.installerId),
            inArray(
              portalMessageAttachments.messageId,
              messages.map((m) => m.id),
            ),
          ),
        )
    : [];
  return {
    threadKey,
    title,
    messages: messages.map((m) => ({
      ...m,
      mine: m.authorId === scope.userId,
      createdAt: m.createdAt.toISOString(),
      attachments: files.filter((f) => f.messageId === m.id),
    })),
  };
}

/** Marks a thread read up to now for this user (the unread counts drop to zero). */
export async function markThreadRead(scope: ThreadScope, threadKey: string) {
  await requireThread(scope, threadKey);
  const now = new Date();
  await scope.db
    .insert(portalThreadReads)
    .values({
      userId: scope.userId,
      tenantId: scope.tenantId,
      installerId: scope.installerId,
      threadKey,
      readAt: now,
    })
    .onConflictDoUpdate({
      target: [
        portalThreadReads.userId,
        portalThreadReads.installerId,
        portalThreadReads.threadKey,
      ],
      set: { readAt: now },
    });
  return { ok: true };
}

/**
 * Adds a message (or, for staff, an internal note), audits it, and tells the other side: an
 * internal note tells nobody. E-mail goes out after the transaction commits.
 */
export async function sendMessage(
  actor: Actor,
  scope: ThreadScope,
  input: { threadKey: string; body: string; internal?: boolean },
  services: Pick<PlatformServices, 'mailer' | 'portalUrl'>,
) {
  const internal = scope.side === 'staff' && input.internal === true;
  const { id, mailIds } = await actor.db.transaction(async (tx) => {
    const txScope = { ...scope, db: tx };
    const title = await requireThread(txScope, input.threadKey);
    const [row] = await tx
      .insert(portalMessages)
      .values({
        tenantId: scope.tenantId,
        installerId: scope.installerId,
        threadKey: input.threadKey,
        authorId: actor.user.id,
        authorName: actor.user.name,
        authorSide: scope.side,
        body: input.body,
        isInternal: internal,
      })
      .returning({ id: portalMessages.id });
    await writeAudit(tx, actor, {
      action: internal ? 'portal_internal_note' : 'portal_message',
      resource: 'installer_portal',
      resourceId: row!.id,
      details: { installerId: scope.installerId, thread: input.threadKey },
    });
    const ids = internal
      ? []
      : await tellOtherSide(tx, actor, txScope, { id: row!.id, title, ...input }, services);
    return { id: row!.id, mailIds: ids };
  });
  await deliverNoticeEmails(actor.db, services, mailIds);
  return { id };
}
