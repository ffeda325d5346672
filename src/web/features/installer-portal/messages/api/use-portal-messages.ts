import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComposedMessage } from '@/web/components/message-thread';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

export type PortalThreadSummary = RouterOutputs['portal']['messages']['threads']['threads'][number];
export type PortalNotice = RouterOutputs['portal']['notices']['list']['notices'][number];

/** Where a portal user downloads a message's file. */
export const portalFileUrl = (id: string) => `/api/portal/message-files/${encodeURIComponent(id)}`;

/** The general thread and one per failed item, with unread counts. */
export function usePortalThreads() {
  const trpc = useTRPC();
  return useQuery(
    trpc.portal.messages.threads.queryOptions(undefined, { refetchInterval: 60_000 }),
  );
}

/** One thread's messages (refreshed every 30 s while open, so a reply shows without reloading). */
export function usePortalThread(threadKey: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.portal.messages.thread.queryOptions({ threadKey }, { refetchInterval: 30_000 }),
  );
}

/** The Messages menu's count: unread messages plus unread notices. */
export function usePortalUnread() {
  const trpc = useTRPC();
  return useQuery(trpc.portal.messages.unread.queryOptions(undefined, { refetchInterval: 60_000 }));
}

/** The user's notices, newest first. */
export function usePortalNotices() {
  const trpc = useTRPC();
  return useQuery(trpc.portal.notices.list.queryOptions());
}

function useRefreshMessages() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.portal.messages.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.portal.notices.pathKey() }),
    ]);
}

/** Marks a thread read when it is opened; quiet on failure (the count stays, nothing else). */
export function useMarkPortalThreadRead() {
  const trpc = useTRPC();
  const refresh = useRefreshMessages();
  return useMutation(trpc.portal.messages.markRead.mutationOptions({ onSettled: refresh }));
}

/** Marks one notice read, or all of them. */
export function useMarkPortalNoticesRead() {
  const trpc = useTRPC();
  const refresh = useRefreshMessages();
  return useMutation(
    trpc.portal.notices.markRead.mutationOptions({ onSettled: refresh, onError: notifyError }),
  );
}

/** Posts files to a message just sent; throws the server's reason when refused. */
export async function attachFiles(url: string, files: File[]) {
  if (files.length === 0) return;
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin' });
  if (response.ok) return;
  const reply = (await response.json().catch(() => null)) as { error?: string } | null;
  throw new Error(
    `Your message was sent, but its files were not: ${reply?.error ?? `upload failed (${response.status})`}`,
  );
}

/** Sends a message, then its files, and refreshes the thread. */
export function useSendPortalMessage(threadKey: string) {
  const trpc = useTRPC();
  const refresh = useRefreshMessages();
  const send = useMutation(trpc.portal.messages.send.mutationOptions());
  return useMutation({
    mutationFn: async (message: ComposedMessage) => {
      const { id } = await send.mutateAsync({ threadKey, body: message.body });
      await attachFiles(`/api/portal/messages/${encodeURIComponent(id)}/files`, message.files);
    },
    onSuccess: () => notifySuccess('Message sent'),
    onError: notifyError,
    onSettled: refresh,
  });
}
