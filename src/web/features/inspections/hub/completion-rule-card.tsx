import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Checkbox } from '../../../components/ui/checkbox';
import { describeError } from '../../../lib/describe-error';
import { useTRPC } from '../../../lib/trpc';

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
  const isOn = setting.data?.requireSignature ?? true;
  return (
    <section
      aria-labelledby="completion-rule-title"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="completion-rule-title" className="text-sm font-semibold text-slate-900">
        Completion rule
      </h2>
      {setting.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          Could not load the completion rule. {describeError(setting.error).message}
        </p>
      )}
      <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
        <Checkbox
          className="mt-0.5"
          checked={isOn}
          disabled={!canEdit || setting.isPending || setting.isError || save.isPending}
          onChange={(event) => save.mutate({ requireSignature: event.target.checked })}
        />
        <span>
          Passing or failing an inspection needs the inspector&apos;s signature
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
