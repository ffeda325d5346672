import { ListChecks } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { RulesTab } from '../rules/rules-tab';
import { PLAN_DEFAULTS, SAMPLING_TABS, parsePlanParams, type SamplingTab } from './plan-params';
import { PlanTab } from './plan-tab';

const TAB_LABELS: Record<SamplingTab, string> = { plan: 'Plan', rules: 'Rules' };

/** /sampling: the quarter's sampling plan and, on its second tab, the rules that set it. */
export function SamplingPage() {
  const [params, setParams] = useSearchParamsState(parsePlanParams, PLAN_DEFAULTS);
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Sampling Plan</h1>
          <p className="mt-1 text-slate-600">
            How many of each installer&apos;s measures must be inspected this quarter, and how many
            have been.
          </p>
        </div>
        {/* Which measures to inspect for what is outstanding: the same quarter's proposals. */}
        <Link
          to={`${PATHS.samplingProposals}${params.quarter ? `?quarter=${params.quarter}` : ''}`}
          className="inline-flex h-10 shrink-0 items-center justify-center gap-2 self-start rounded-md bg-emerald-700 px-4 text-sm font-medium text-white hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <ListChecks aria-hidden="true" className="h-4 w-4" />
          Inspection Proposals
        </Link>
      </div>
      <Tabs.Root
        value={params.tab}
        onValueChange={(value) =>
          setParams({ tab: SAMPLING_TABS.find((t) => t === value) ?? 'plan' })
        }
        className="space-y-4"
      >
        <UnderlineTabList label="Sampling sections" values={SAMPLING_TABS} active={params.tab}>
          {(tab) => TAB_LABELS[tab]}
        </UnderlineTabList>
        {/* Only the selected panel mounts, so only its data is fetched. */}
        <Tabs.Content value={params.tab} className="focus-visible:outline-none">
          {params.tab === 'plan' ? <PlanTab params={params} onChange={setParams} /> : <RulesTab />}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
