import { Tabs } from 'radix-ui';
import { DASHBOARD_PERIODS, PERIOD_LABELS } from '@/shared/dashboard/periods';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Select } from '@/web/components/ui/select';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { readOption } from '@/web/lib/search-params';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { BreakdownTab } from './breakdown-tab';
import {
  DASHBOARD_DEFAULTS,
  DASHBOARD_TABS,
  parseDashboardParams,
  TAB_LABELS,
} from './dashboard-params';
import { OverviewTab } from './overview-tab';

/** Spec 02 'Dashboard': tabs Overview, Performance, Analytics over one URL-held period. */
export function DashboardPage() {
  const [params, setParams] = useSearchParamsState(parseDashboardParams, DASHBOARD_DEFAULTS);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">Dashboard</h1>
        <FormField id="dashboard-period" label="Period" className="w-48">
          {(control) => (
            <Select
              {...fieldAria(control)}
              value={params.period}
              onChange={(e) =>
                setParams({ period: readOption(e.target.value, DASHBOARD_PERIODS, 'month') })
              }
            >
              {DASHBOARD_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {PERIOD_LABELS[p]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <Tabs.Root
        value={params.tab}
        onValueChange={(value) => setParams({ tab: readOption(value, DASHBOARD_TABS, 'overview') })}
        className="space-y-6"
      >
        <UnderlineTabList label="Dashboard views" values={DASHBOARD_TABS} active={params.tab}>
          {(value) => <>{TAB_LABELS[value]}</>}
        </UnderlineTabList>
        <Tabs.Content value="overview">
          {params.tab === 'overview' && <OverviewTab period={params.period} />}
        </Tabs.Content>
        <Tabs.Content value="performance">
          {params.tab === 'performance' && (
            <BreakdownTab kind="performance" period={params.period} />
          )}
        </Tabs.Content>
        <Tabs.Content value="analytics">
          {params.tab === 'analytics' && <BreakdownTab kind="analytics" period={params.period} />}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
