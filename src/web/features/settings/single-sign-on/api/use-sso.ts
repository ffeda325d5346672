import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

export type SsoProvider = RouterOutputs['sso']['list'][number];

function useInvalidateSso() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.sso.pathKey() });
}

export function useSsoProviders() {
  const trpc = useTRPC();
  return useQuery(trpc.sso.list.queryOptions());
}

/** Create and update for the provider form; the form shows a refusal inside itself. */
export function useSaveSsoProvider(onSaved: () => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateSso();
  const onSuccess = (message: string) => async () => {
    notifySuccess(message);
    onSaved();
    await invalidate();
  };
  const create = useMutation(
    trpc.sso.create.mutationOptions({ onSuccess: onSuccess('Single sign-on provider added') }),
  );
  const update = useMutation(
    trpc.sso.update.mutationOptions({ onSuccess: onSuccess('Single sign-on provider saved') }),
  );
  return { create, update };
}

export function useDeleteSsoProvider() {
  const trpc = useTRPC();
  const invalidate = useInvalidateSso();
  return useMutation(
    trpc.sso.delete.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Single sign-on provider removed');
        await invalidate();
      },
      onError: notifyError,
    }),
  );
}

/** "Test connection": the answer (OK or the problem in words) is shown beside the button. */
export function useTestSsoConnection() {
  const trpc = useTRPC();
  return useMutation(trpc.sso.testConnection.mutationOptions());
}
