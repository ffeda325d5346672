import { useSearchParams } from 'react-router';
import { FilterSelect } from '@/web/components/filter-select';
import { usePermissions } from '@/web/lib/use-permissions';
import { useProposals } from '../api/use-proposals';
import { CategoryWeightsPanel } from './category-weights-panel';
import { DrawControls } from './draw-controls';
import { ProposalsBody } from './proposals-body';
import { quarterOptions, readQuarter } from './quarter-options';

/** The quarter's seed and the draw controls, once the proposals are loaded. */
function DrawStatus({ quarter, canManage }: { quarter: string; canManage: boolean }) {
  const query = useProposals(quarter);
  if (!query.data) return null;
  return <DrawControls quarter={quarter} draw={query.data.draw} canManage={canManage} />;
}

/**
 * /sampling/proposals: which measures to inspect for the outstanding part of the quarter's plan,
 * a reproducible risk-weighted draw (issue 30 point 6, docs/sampling.md). The quarter is in ?quarter=.
 */
export function ProposalsPage() {
  const [params, setParams] = useSearchParams();
  const quarter = readQuarter(params.get('quarter'));
  const { can } = usePermissions();
  const canManage = can('sampling:manage_proposals');
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Inspection Proposals</h1>
        <p className="mt-1 text-sm text-slate-600">
          For each installer and category with inspections outstanding, the measures a seeded,
          risk-weighted draw proposes. The same seed always gives the same proposals; accepting one
          registers a pending inspection of the measure.
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <FilterSelect
          id="proposals-quarter"
          label="Quarter"
          className="w-52"
          options={quarterOptions()}
          value={quarter}
          onChange={(value) => setParams({ quarter: value })}
        />
        <DrawStatus quarter={quarter} canManage={canManage} />
      </div>
      <ProposalsBody quarter={quarter} canManage={canManage} />
      <CategoryWeightsPanel />
    </div>
  );
}
