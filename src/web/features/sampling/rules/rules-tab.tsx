import { formatDate } from '@/shared/format';
import { Spinner } from '@/web/components/ui/spinner';
import { ErrorState } from '@/web/components/query-states';
import { Card } from '@/web/components/ui/card';
import { describeError } from '@/web/lib/describe-error';
import { usePermissions } from '@/web/lib/use-permissions';
import { useCurrentRules } from '../api/use-sampling-rules';
import { quarterLabel } from '../quarters';
import { NewRulesForm } from './new-rules-form';
import { RulesHistory } from './rules-history';
import { RulesSummary, savedBy } from './rules-summary';

/**
 * The rules that set the plan's quotas: the version judging today's quarter, the history, and
 * for a role with sampling:edit_rules the form for a new version.
 */
export function RulesTab() {
  const canEdit = usePermissions().can('sampling:edit_rules');
  const current = useCurrentRules();
  if (current.isPending) return <Spinner label="Loading the sampling rules" className="py-6" />;
  if (current.isError)
    return (
      <ErrorState
        title="Could not load the sampling rules"
        message={describeError(current.error).message}
        onRetry={() => void current.refetch()}
      />
    );
  const { rules, quarter, days } = current.data;
  return (
    <div className="space-y-6">
      <Card className="p-4">
        <section aria-labelledby="rules-current" className="space-y-3">
          <div>
            <h2 id="rules-current" className="text-lg font-semibold text-slate-900">
              Rules in force for {quarterLabel(quarter)}
            </h2>
            <p className="text-sm text-slate-600">
              {savedBy(rules)}. A quarter ({formatDate(days.from)} to {formatDate(days.to)} for this
              one) is judged by the version in force on its first day.
            </p>
          </div>
          <RulesSummary rules={rules} />
        </section>
      </Card>
      {canEdit ? (
        <NewRulesForm base={rules} />
      ) : (
        <p className="text-sm text-slate-600">Only an administrator can change the rules.</p>
      )}
      <RulesHistory currentId={rules.id} />
    </div>
  );
}
