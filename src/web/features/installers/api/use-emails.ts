import { useMutation, useQuery } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';
import { useRefreshContactLists } from './use-refresh-contacts';

type EmailOutputs = RouterOutputs['installerContacts']['emails'];

/** Sent, queued and failed e-mails plus the caller's drafts, newest first. */
export function useInstallerEmails(installerId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.installerContacts.emails.list.queryOptions({ installerId }));
}

/** Every e-mail template (callers offer only the active ones). */
export function useEmailTemplates() {
  const trpc = useTRPC();
  return useQuery(trpc.installerContacts.templates.list.queryOptions({}));
}

/** Queues one e-mail to each chosen installer; the form shows a refusal itself. */
export function useSendBulkEmail({ onSent }: { onSent: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshContactLists();
  return useMutation(
    trpc.installerContacts.emails.sendBulk.mutationOptions({
      onSuccess: async ({ queued }) => {
        notifySuccess(`Queued ${queued} e-mails`);
        onSent();
        await refresh();
      },
    }),
  );
}

/** The assistant's draft for the composer. */
export function useComposeEmail({
  onComposed,
}: {
  onComposed: (draft: EmailOutputs['compose']) => void;
}) {
  const trpc = useTRPC();
  return useMutation(
    trpc.installerContacts.emails.compose.mutationOptions({
      onSuccess: onComposed,
      onError: notifyError,
    }),
  );
}

/** The assistant's polish of the body written so far. */
export function usePolishEmail({ onPolished }: { onPolished: (body: string) => void }) {
  const trpc = useTRPC();
  return useMutation(
    trpc.installerContacts.emails.polish.mutationOptions({
      onSuccess: ({ body }) => onPolished(body),
      onError: notifyError,
    }),
  );
}
