import { formatDate } from '@/shared/format';
import { QueryBoundary } from '@/web/components/query-states';
import { Badge } from '@/web/components/ui/badge';
import { useRuleVersions } from '../api/use-sampling-rules';
import { RulesSummary, savedBy } from './rules-summary';

/** Every saved version, newest first; the one judging today's quarter is marked. */
export function RulesHistory({ currentId }: { currentId: string | null | undefined }) {
  const versions = useRuleVersions();
  return (
    <section aria-labelledby="rules-history" className="space-y-3">
      <h2 id="rules-history" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      <QueryBoundary
        query={versions}
        label="Loading the history of the rules"
        emptyText="No version saved yet: every quarter is judged by the built-in defaults."
      >
        {(items) => (
          <ol aria-label="Versions of the sampling rules" className="space-y-3">
            {[...items].reverse().map((v) => (
              <li key={v.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="mb-2 flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold text-slate-900">
                    From {formatDate(v.effectiveFrom)}
                  </h3>
                  {v.id === currentId && <Badge tone="brand">In force now</Badge>}
                  <span className="text-sm text-slate-600">{savedBy(v)}</span>
                </div>
                <RulesSummary rules={v} />
              </li>
            ))}
          </ol>
        )}
      </QueryBoundary>
    </section>
  );
}
