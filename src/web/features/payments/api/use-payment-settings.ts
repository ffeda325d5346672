import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { useTRPC } from '@/web/lib/trpc';

/** The tenant's payment rule. */
export function usePaymentSettings() {
  const trpc = useTRPC();
  return useQuery(trpc.payments.settings.get.queryOptions());
}

/** Saves the payment rule and says which way it now points. */
export function useSavePaymentSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.payments.settings.save.mutationOptions({
      onSuccess: async (saved) => {
        notifySuccess(
          saved.requirePassedInspection
            ? 'Payments now need a passed inspection'
            : 'Payments no longer need a passed inspection',
        );
        await queryClient.invalidateQueries({ queryKey: trpc.payments.settings.pathKey() });
      },
      onError: notifyError,
    }),
  );
}
