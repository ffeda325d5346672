import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifyProblem, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { describeSendOutcome } from '../email/composer-values';
import { useRefreshContacts } from './use-refresh-contacts';

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
        const show = outcome.tone === 'error' ? notifyProblem : notifySuccess;
        show(outcome.title, outcome.description ? { description: outcome.description } : {});
      },
      onError: notifyError,
    }),
  );

  const saveDraft = useMutation(
    trpc.installerContacts.emails.saveDraft.mutationOptions({
      onSuccess: async ({ id }) => {
        onDraftSaved(id);
        notifySuccess('Draft saved');
        await refresh();
      },
      onError: notifyError,
    }),
  );

  async function fillTemplate(templateId: string) {
    try {
      return await queryClient.fetchQuery(
        trpc.installerContacts.emails.fillTemplate.queryOptions({ installerId, templateId }),
      );
    } catch (error) {
      notifyError(error);
      return null;
    }
  }

  return { send, saveDraft, fillTemplate };
}
