import { TRPCError } from '@trpc/server';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import {
  GENERAL_THREAD,
  itemThreadKey,
  parseThreadKey,
  THREAD_NOT_FOUND_MESSAGE,
} from '@/shared/installer-portal/messages';
import type { Db, Tx } from '@/server/db/client';
import {
  checklistAnswers,
  checklistCatalogueItems,
  inspectionChecklists,
  inspections,
  installers,
  portalMessages,
  portalThreadReads,
} from '@/server/db/schema/index';

/** Whose view of a thread: an installer user sees no internal note and reads staff's messages. */
export type ThreadScope = {
  db: Db | Tx;
  tenantId: string;
  installerId: string;
  userId: string;
  side: 'installer' | 'staff';
};

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: THREAD_NOT_FOUND_MESSAGE });

/** The installer's failed items, each of which has a thread (newest deadline first). */
function failedItemsOf(scope: ThreadScope, only?: { inspectionId: string; itemId: string }) {
  return scope.db
    .select({
      inspectionId: inspections.id,
      reference: inspections.reference,
      itemId: checklistAnswers.itemId,
      label: checklistCatalogueItems.label,
      severity: checklistAnswers.severity,
      dueAt: checklistAnswers.remediationDueAt,
    })
    .from(checklistAnswers)
    .innerJoin(inspections, eq(inspections.id, checklistAnswers.inspectionId))
    .innerJoin(inspectionChecklists, eq(inspectionChecklists.inspectionId, inspections.id))
    .innerJoin(
      checklistCatalogueItems,
      and(
        eq(checklistCatalogueItems.tenantId, inspections.tenantId),
        eq(checklistCatalogueItems.version, inspectionChecklists.catalogueVersion),
        eq(checklistCatalogueItems.itemId, checklistAnswers.itemId),
      ),
    )
    .where(
      and(
        eq(inspections.tenantId, scope.tenantId),
        eq(checklistAnswers.tenantId, scope.tenantId),
        eq(inspections.installerId, scope.installerId),
        isNotNull(checklistAnswers.remediationDueAt),
        ...(only
          ? [eq(inspections.id, only.inspectionId), eq(checklistAnswers.itemId, only.itemId)]
          : []),
      ),
    )
    .orderBy(desc(checklistAnswers.remediationDueAt))
    .limit(200);
}

/** The thread's title, or 404 when it is not the installer's (another installer's item, a typo). */
export async function requireThread(scope: ThreadScope, threadKey: string): Promise<string> {
  const parsed = parseThreadKey(threadKey);
  if (!parsed) throw notFound();
  if (parsed.kind === 'general') {
    const [row] = await scope.db
      .select({ name: installers.name })
      .from(installers)
      .where(and(eq(installers.tenantId, scope.tenantId), eq(installers.id, scope.installerId)));
    if (!row) throw notFound();
    return 'General';
  }
  const [item] = await failedItemsOf(scope, parsed);
  if (!item) throw notFound();
  return `${item.itemId} ${item.label} on ${item.reference}`;
}

/** Per thread: messages the scope may see, unread ones (the other side's since its last read). */
async function threadStats(scope: ThreadScope) {
  const visible = and(
    eq(portalMessages.tenantId, scope.tenantId),
    eq(portalMessages.installerId, scope.installerId),
    ...(scope.side === 'installer' ? [eq(portalMessages.isInternal, false)] : []),
  );
  const rows = await scope.db
    .select({
      threadKey: portalMessages.threadKey,
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${portalMessages.authorSide} <> ${scope.side} and ${portalMessages.createdAt} > coalesce(${portalThreadReads.readAt}, 'epoch'::timestamptz)))::int`,
      lastAt: sql<string>`max(${portalMessages.createdAt})`,
    })
    .from(portalMessages)
    .leftJoin(
      portalThreadReads,
      and(
        eq(portalThreadReads.userId, scope.userId),
        eq(portalThreadReads.installerId, portalMessages.installerId),
        eq(portalThreadReads.threadKey, portalMessages.threadKey),
      ),
    )
    .where(visible)
    .groupBy(portalMessages.threadKey);
  return new Map(rows.map((r) => [r.threadKey, r]));
}

/** The general thread first, then each failed item's: with message and unread counts. */
export async function listThreads(scope: ThreadScope) {
  // Another tenant's (or a deleted) installer has no threads at all: 404, as for a thread.
  await requireThread(scope, GENERAL_THREAD);
  const [stats, items] = await Promise.all([threadStats(scope), failedItemsOf(scope)]);
  const summary = (key: string) => {
    const s = stats.get(key);
    return {
      messages: s?.total ?? 0,
      unread: s?.unread ?? 0,
      lastAt: s?.lastAt ? new Date(s.lastAt).toISOString() : null,
    };
  };
  const itemThreads = items.map((item) => {
    const key = itemThreadKey(item.inspectionId, item.itemId);
    return {
      threadKey: key,
      title: `${item.itemId} ${item.label}`,
      reference: item.reference,
      severity: item.severity,
      dueAt: item.dueAt?.toISOString() ?? null,
      ...summary(key),
    };
  });
  // Threads with news first, then those with messages, then the rest by deadline.
  itemThreads.sort((a, b) => b.unread - a.unread || (b.lastAt ?? '').localeCompare(a.lastAt ?? ''));
  const general = {
    threadKey: GENERAL_THREAD,
    title: 'General',
    reference: null,
    severity: null,
    dueAt: null,
    ...summary(GENERAL_THREAD),
  };
  return {
    threads: [general, ...itemThreads],
    unread: [...stats.values()].reduce((n, s) => n + s.unread, 0),
  };
}
