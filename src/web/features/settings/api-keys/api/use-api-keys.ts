import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

export type ApiKeyRow = RouterOutputs['apiKeys']['list'][number];
export type CreatedApiKey = RouterOutputs['apiKeys']['create'];

function useInvalidateApiKeys() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.apiKeys.pathKey() });
}

export function useApiKeys() {
  const trpc = useTRPC();
  return useQuery(trpc.apiKeys.list.queryOptions());
}

/** Creates a key; the form shows a refusal inside itself, the secret goes to `onCreated`. */
export function useCreateApiKey(onCreated: (created: CreatedApiKey) => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateApiKeys();
  return useMutation(
    trpc.apiKeys.create.mutationOptions({
      onSuccess: async (created) => {
        notifySuccess('API key created');
        onCreated(created);
        await invalidate();
      },
    }),
  );
}

/** Revokes a key; the confirmation shows a refusal inside itself. */
export function useRevokeApiKey(onRevoked: () => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateApiKeys();
  return useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: async () => {
        notifySuccess('API key revoked');
        onRevoked();
        await invalidate();
      },
    }),
  );
}
