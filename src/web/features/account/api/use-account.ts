import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The user's own preferences. */
export function useAccountPreferences() {
  const trpc = useTRPC();
  return useQuery(trpc.account.getPreferences.queryOptions());
}

/** Saves the preferences; the saved ones replace the cached ones at once. */
export function useSaveAccountPreferences() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.savePreferences.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.account.getPreferences.queryKey(), saved);
        notifySuccess('Preferences saved');
      },
      onError: (error) => notifyProblem(error.message),
    }),
  );
}

/** Resets every setting; the defaults replace the cached preferences at once. */
export function useResetAccountSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.resetSettings.mutationOptions({
      onSuccess: (defaults) => {
        queryClient.setQueryData(trpc.account.getPreferences.queryKey(), defaults);
        notifySuccess('Your settings were reset to their defaults');
      },
      onError: (error) => notifyProblem(error.message),
    }),
  );
}

/** Deactivates the account; after `onDeactivated` (leave, sign out) nothing cached is kept. */
export function useDeactivateAccount({ onDeactivated }: { onDeactivated: () => Promise<void> }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.account.deactivate.mutationOptions({
      onSuccess: async () => {
        notifySuccess('Your account has been deactivated');
        await onDeactivated();
        queryClient.clear();
      },
      onError: (error) => notifyProblem(error.message),
    }),
  );
}

/** Changes the password; the card shows a failure itself. */
export function useChangePassword({ onChanged }: { onChanged: () => void }) {
  const trpc = useTRPC();
  return useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: ({ otherSessionsEnded }) => {
        onChanged();
        notifySuccess(
          otherSessionsEnded > 0
            ? 'Password updated. Your other sessions were signed out.'
            : 'Password updated',
        );
      },
    }),
  );
}
