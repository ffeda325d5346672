import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComposedMessage } from '@/web/components/message-thread';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

export type StaffThreadSummary =
  RouterOutputs['installerPortal']['messages']['threads']['threads'][number];

/** Where staff download a portal message's file. */
export const staffMessageFileUrl = (id: string) =>
  `/api/installer-portal/message-files/${encodeURIComponent(id)}`;

/** The installer's portal conversations with the unread counts of the signed-in staff user. */
export function useInstallerThreads(installerId: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.installerPortal.messages.threads.queryOptions(
      { installerId },
      { refetchInterval: 60_000 },
    ),
  );
}

/** One conversation, internal notes included. */
export function useInstallerThread(installerId: string, threadKey: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.installerPortal.messages.thread.queryOptions(
      { installerId, threadKey },
      { refetchInterval: 30_000 },
    ),
  );
}

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.installerPortal.messages.pathKey() });
}

/** Marks a conversation read for the signed-in staff user; quiet on failure. */
export function useMarkInstallerThreadRead() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  return useMutation(
    trpc.installerPortal.messages.markRead.mutationOptions({ onSettled: refresh }),
  );
}

async function attachFiles(url: string, files: File[]) {
  if (files.length === 0) return;
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const response = await fetch(url, { method: 'POST', body, credentials: 'same-origin' });
  if (response.ok) return;
  const reply = (await response.json().catch(() => null)) as { error?: string } | null;
  throw new Error(
    `The message was saved, but its files were not: ${reply?.error ?? `upload failed (${response.status})`}`,
  );
}

/** Sends a reply or an internal note, then its files. */
export function useSendInstallerMessage(installerId: string, threadKey: string) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const send = useMutation(trpc.installerPortal.messages.send.mutationOptions());
  return useMutation({
    mutationFn: async (message: ComposedMessage) => {
      const { id } = await send.mutateAsync({
        installerId,
        threadKey,
        body: message.body,
        internal: message.internal,
      });
      const url = `/api/installer-portal/messages/${encodeURIComponent(id)}/files?installerId=${encodeURIComponent(installerId)}`;
      await attachFiles(url, message.files);
      return message.internal;
    },
    onSuccess: (internal) =>
      notifySuccess(internal ? 'Internal note added' : 'Message sent to the installer'),
    onError: notifyError,
    onSettled: refresh,
  });
}
