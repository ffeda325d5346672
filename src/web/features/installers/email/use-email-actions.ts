import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useTRPC } from '@/web/lib/trpc';
import { useRefreshContacts } from '../shared/use-refresh-contacts';
import { describeSendOutcome } from './composer-values';
import { describeError } from '@/web/lib/describe-error';

type EmailActionsOptions = {
  installerId: string;
  onSent: () => void;
  onDraftSaved: (id: string) => void;
};

/** Send, Save Draft and template filling for the composer, with their toasts. */
export function useEmailActions({ installerId, onSent, onDraftSaved }: EmailActionsOptions) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshContacts();
  const onError = (error: unknown) => toast.error(describeError(error).message);
  const listOptions = trpc.installerContacts.emails.list.queryOptions({ installerId });

  const send = useMutation(
    trpc.installerContacts.emails.send.mutationOptions({
      onSuccess: async ({ id, status }) => {
        onSent();
        await refresh();
        // The list's label is the server's word on why a queued e-mail waits (no mail server).
        const list = await queryClient.fetchQuery(listOptions).catch(() => []);
        const label = list.find((email) => email.id === id)?.statusLabel ?? null;
        const outcome = describeSendOutcome(status, label);
        const show = outcome.tone === 'error' ? toast.error : toast.success;
        show(outcome.title, outcome.description ? { description: outcome.description } : {});
      },
      onError,
    }),
  );

  const saveDraft = useMutation(
    trpc.installerContacts.emails.saveDraft.mutationOptions({
      onSuccess: async ({ id }) => {
        onDraftSaved(id);
        toast.success('Draft saved');
        await refresh();
      },
      onError,
    }),
  );

  async function fillTemplate(templateId: string) {
    try {
      return await queryClient.fetchQuery(
        trpc.installerContacts.emails.fillTemplate.queryOptions({ installerId, templateId }),
      );
    } catch (error) {
      onError(error);
      return null;
    }
  }

  return { send, saveDraft, fillTemplate };
}
