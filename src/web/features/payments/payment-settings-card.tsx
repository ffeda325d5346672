import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { RuleToggleCard } from '@/web/components/rule-toggle-card';
import { useTRPC } from '@/web/lib/trpc';
import { describeError } from '@/web/lib/describe-error';

/** The tenant's payment rule; only administrators (settings:manage) may change it. */
export function PaymentSettingsCard({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.payments.settings.get.queryOptions());
  const save = useMutation(
    trpc.payments.settings.save.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(
          saved.requirePassedInspection
            ? 'Payments now need a passed inspection'
            : 'Payments no longer need a passed inspection',
        );
        await queryClient.invalidateQueries({ queryKey: trpc.payments.settings.pathKey() });
      },
      onError: (error) => toast.error(describeError(error).message),
    }),
  );
  return (
    <RuleToggleCard
      title="Payment rule"
      label="A payment can be marked paid only once its inspection has passed"
      checked={settings.data?.requirePassedInspection ?? true}
      canEdit={canEdit}
      busy={settings.isPending || save.isPending}
      loadError={
        settings.isError
          ? `Could not load the payment rule. ${describeError(settings.error).message}`
          : undefined
      }
      onChange={(requirePassedInspection) => save.mutate({ requirePassedInspection })}
    />
  );
}
