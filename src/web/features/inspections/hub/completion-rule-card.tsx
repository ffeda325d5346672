import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { RuleToggleCard } from '@/web/components/rule-toggle-card';
import { describeError } from '@/web/lib/describe-error';
import { useTRPC } from '@/web/lib/trpc';

/**
 * The tenant's completion rule (decision 012): Passed or Failed needs the
 * inspector's signature. Shown to those who correct outcomes; only
 * administrators (settings:manage) may change it, and the server checks that.
 */
export function CompletionRuleCard({ canEdit }: { canEdit: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const setting = useQuery(trpc.settings.inspectionCompletion.get.queryOptions());
  const save = useMutation(
    trpc.settings.inspectionCompletion.save.mutationOptions({
      onSuccess: async (saved) => {
        toast.success(
          saved.requireSignature
            ? "Completing an inspection now needs the inspector's signature"
            : "Completing an inspection no longer needs the inspector's signature",
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.settings.inspectionCompletion.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.checklists.statusMoves.pathKey() }),
        ]);
      },
      onError: (error) => toast.error(describeError(error).message),
    }),
  );
  return (
    <RuleToggleCard
      title="Completion rule"
      label="Passing or failing an inspection needs the inspector's signature"
      checked={setting.data?.requireSignature ?? true}
      canEdit={canEdit}
      busy={setting.isPending || save.isPending}
      loadError={
        setting.isError
          ? `Could not load the completion rule. ${describeError(setting.error).message}`
          : undefined
      }
      onChange={(requireSignature) => save.mutate({ requireSignature })}
    />
  );
}
