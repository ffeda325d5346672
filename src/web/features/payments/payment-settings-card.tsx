import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Checkbox } from '../../components/ui/checkbox';
import { useTRPC } from '../../lib/trpc';
import { describeError } from '../../lib/describe-error';

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
  const isOn = settings.data?.requirePassedInspection ?? true;
  return (
    <section
      aria-labelledby="payment-settings-title"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="payment-settings-title" className="text-sm font-semibold text-slate-900">
        Payment rule
      </h2>
      <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
        <Checkbox
          className="mt-0.5"
          checked={isOn}
          disabled={!canEdit || settings.isPending || save.isPending}
          onChange={(event) => save.mutate({ requirePassedInspection: event.target.checked })}
        />
        <span>
          A payment can be marked paid only once its inspection has passed
          {!canEdit && (
            <span className="block text-xs text-slate-600">
              Only administrators can change this rule.
            </span>
          )}
        </span>
      </label>
    </section>
  );
}
