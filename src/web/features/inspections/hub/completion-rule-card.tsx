import { RuleToggleCard } from '@/web/components/rule-toggle-card';
import { describeError } from '@/web/lib/describe-error';
import { useCompletionRule, useSaveCompletionRule } from '../api/use-inspection-settings';

/**
 * The tenant's completion rule (decision 012): Passed or Failed needs the
 * inspector's signature. Shown to those who correct outcomes; only
 * administrators (settings:manage) may change it, and the server checks that.
 */
export function CompletionRuleCard({ canEdit }: { canEdit: boolean }) {
  const setting = useCompletionRule();
  const save = useSaveCompletionRule();
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
