import { ASSISTANT_FAILURE_TEXT, type ConversationMessage } from '@/shared/assistant/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '@/web/lib/trpc';

/**
 * The user's conversation, kept on the server (assistant.history) so it
 * survives page changes and reloads. While a question is on its way it shows
 * at once; a failed request shows the spec's failure reply locally.
 */
export function useConversation(isOpen: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const historyKey = trpc.assistant.history.queryKey();
  const history = useQuery({ ...trpc.assistant.history.queryOptions(), enabled: isOpen });
  const [pendingQuestion, setPendingQuestion] = useState<string | null>(null);
  const [failures, setFailures] = useState<ConversationMessage[]>([]);

  const ask = useMutation(
    trpc.assistant.ask.mutationOptions({
      onSettled: async () => {
        await queryClient.invalidateQueries({ queryKey: historyKey });
        setPendingQuestion(null);
      },
      onError: (_error, { question }) => {
        const at = new Date().toISOString();
        setFailures((current) => [
          ...current,
          { id: `failed-q-${at}`, author: 'user', text: question, answer: null, createdAt: at },
          {
            id: `failed-a-${at}`,
            author: 'assistant',
            text: ASSISTANT_FAILURE_TEXT,
            answer: null,
            createdAt: at,
          },
        ]);
      },
    }),
  );

  const clear = useMutation(
    trpc.assistant.clear.mutationOptions({
      onSuccess: async () => {
        setFailures([]);
        await queryClient.invalidateQueries({ queryKey: historyKey });
      },
    }),
  );

  const messages = [...(history.data ?? []), ...failures];
  return {
    messages,
    isLoadingHistory: history.isPending && isOpen,
    pendingQuestion,
    isAsking: ask.isPending,
    send: (question: string) => {
      setPendingQuestion(question);
      ask.mutate({ question });
    },
    clear: () => clear.mutate(),
    isClearing: clear.isPending,
  };
}
