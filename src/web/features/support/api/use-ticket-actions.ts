import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import {
  attachToTicket,
  buildFilesForm,
  buildReplyForm,
  sendReplyWithFiles,
} from '../attachment-upload';

/** Refreshes every support query (lists, tickets, figures). */
function useRefreshSupport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.support.pathKey() });
}

/** Refreshes the open ticket (its files, watchers). */
function useRefreshTicket() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.support.get.pathKey() });
}

/** Opens a ticket; a refusal is shown in the form. */
export function useCreateTicket({ onCreated }: { onCreated: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshSupport();
  return useMutation(
    trpc.support.create.mutationOptions({
      onSuccess: async (ticket) => {
        notifySuccess(`Support ticket ${ticket.reference} created successfully!`, {
          duration: 3000,
        });
        onCreated();
        await refresh();
      },
    }),
  );
}

/** A handler's change (status, priority, assignee), saved at once. */
export function useUpdateTicket() {
  const trpc = useTRPC();
  const refresh = useRefreshSupport();
  return useMutation(
    trpc.support.update.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Ticket updated', { duration: 3000 });
        await refresh();
      },
      onError: notifyError,
    }),
  );
}

/** Merges a duplicate into the ticket kept; the caller then opens that ticket. */
export function useMergeTicket({
  mergedReference,
  onMerged,
}: {
  mergedReference: string;
  onMerged: (original: { id: string; reference: string }) => void | Promise<void>;
}) {
  const trpc = useTRPC();
  const refresh = useRefreshSupport();
  return useMutation(
    trpc.support.merge.mutationOptions({
      onSuccess: async (original) => {
        notifySuccess(`${mergedReference} merged into ${original.reference}`, { duration: 3000 });
        await refresh();
        await onMerged(original);
      },
    }),
  );
}

/** Join or leave a ticket's watchers. */
export function useWatchTicket() {
  const trpc = useTRPC();
  const refresh = useRefreshTicket();
  return useMutation(
    trpc.support.watch.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(result.watching ? 'You are watching this ticket' : 'You stopped watching', {
          duration: 3000,
        });
        await refresh();
      },
    }),
  );
}

/**
 * A reply without files goes through tRPC, one with files as a multipart upload; both end the
 * same way. The form words the toast (a reply or an internal note) and clears itself.
 */
export function useSendReply(ticketId: string, files: File[], { onSent }: { onSent: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshSupport();
  const sent = async () => {
    onSent();
    await refresh();
  };
  const plain = useMutation(trpc.support.reply.mutationOptions({ onSuccess: sent }));
  const withFiles = useMutation({
    mutationFn: (values: { body: string; internal: boolean }) =>
      sendReplyWithFiles(ticketId, buildReplyForm(values.body, values.internal, files)),
    onSuccess: sent,
  });
  return { plain, withFiles };
}

/** Adds files to the ticket itself. */
export function useAttachTicketFiles(ticketId: string, files: File[], onAdded: () => void) {
  const refresh = useRefreshTicket();
  return useMutation({
    mutationFn: () => attachToTicket(ticketId, buildFilesForm(files)),
    onSuccess: async () => {
      notifySuccess(files.length === 1 ? 'File added' : 'Files added', { duration: 3000 });
      onAdded();
      await refresh();
    },
  });
}
