import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';
import { getTrpcErrorCode } from '@/web/lib/trpc-errors';

// Spec 02 §7: set-up and verify are retried up to 3 times while the answer is UNAUTHORIZED.
const retryWhileUnauthorized = (failures: number, error: unknown) =>
  failures < 3 && getTrpcErrorCode(error) === 'UNAUTHORIZED';

/** Whether the organisation requires MFA and whether this user must still set it up. */
export function useMfaPolicy({ staleTime }: { staleTime?: number } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.mfa.getPolicy.queryOptions(), ...(staleTime ? { staleTime } : {}) });
}

/** The user's own MFA state (spec 02 §7: no retry, no refetch on focus). */
export function useMfaStatus(enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.mfa.getStatus.queryOptions(),
    enabled,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** Refreshes every MFA query (status and policy). */
export function useRefreshMfa() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.mfa.pathKey() });
}

/** After a reset: shown at once as not enabled, without backup codes, then asked again. */
export function useShowMfaReset() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = useRefreshMfa();
  return () => {
    queryClient.setQueryData(trpc.mfa.getStatus.queryKey(), {
      isEnabled: false,
      hasBackupCodes: false,
    });
    void refresh();
  };
}

/** Makes MFA mandatory for everyone, or not. */
export function useSetMfaPolicy() {
  const trpc = useTRPC();
  const refresh = useRefreshMfa();
  return useMutation(
    trpc.mfa.setPolicy.mutationOptions({
      onSuccess: async ({ mfaRequired }) => {
        notifySuccess(
          mfaRequired
            ? 'MFA is now required for all users'
            : 'MFA is no longer required for all users',
        );
        await refresh();
      },
      onError: (error) => notifyProblem(error.message),
    }),
  );
}

/** Turns MFA off with the password; the dialog shows its own messages. */
export function useDisableMfa() {
  const trpc = useTRPC();
  return useMutation(trpc.mfa.disable.mutationOptions());
}

/** The set-up steps; the dialog shows its own messages. */
export function useMfaSetupMutations() {
  const trpc = useTRPC();
  const generate = useMutation(
    trpc.mfa.generateSetup.mutationOptions({ retry: retryWhileUnauthorized }),
  );
  const verify = useMutation(trpc.mfa.verify.mutationOptions({ retry: retryWhileUnauthorized }));
  return { generate, verify };
}
