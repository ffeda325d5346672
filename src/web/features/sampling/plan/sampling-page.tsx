import { Tabs } from 'radix-ui';
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
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Sampling Plan</h1>
        <p className="mt-1 text-slate-600">
          How many of each installer&apos;s measures must be inspected this quarter, and how many
          have been.
        </p>
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
