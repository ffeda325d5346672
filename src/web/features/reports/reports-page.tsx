import { REPORT_PERIOD_LABELS, REPORT_PERIODS } from '@/shared/reports/catalogue';
import { Tabs } from 'radix-ui';
import { useCallback } from 'react';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Select } from '@/web/components/ui/select';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { readOption } from '@/web/lib/search-params';
import { usePermissions } from '@/web/lib/use-permissions';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import { CustomReportForm } from './custom-report-form';
import { OverviewTab } from './overview-tab';
import { QuarterlyReportCard } from './quarterly-report-card';
import { PerformanceTab } from './performance-tab';
import {
  parseReportsParams,
  REPORT_TAB_LABELS,
  REPORT_TABS,
  REPORTS_DEFAULTS,
  type ReportsParams,
} from './reports-params';
import { ReportsTable } from './reports-table';
import { ScheduledReportsCard } from './scheduled-reports-card';
import { QuickReportsCard, RecentReportsCard } from './side-cards';
import { useReportGeneration, type ReportGeneration } from './api/use-report-generation';

/** Spec 02 'Reports & Analytics' on real data: Overview, Performance, Custom Reports and side cards. */
export function ReportsPage() {
  const [params, setParams] = useSearchParamsState(parseReportsParams, REPORTS_DEFAULTS);
  const { can } = usePermissions();
  const canCreate = can('reports:create');
  const canExport = can('reports:export');
  const canViewSampling = can('sampling:view');
  const generation = useReportGeneration();
  const setFilters = useCallback(
    (patch: Partial<ReportsParams>) => setParams(patch, { replace: true }),
    [setParams],
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Reports &amp; Analytics</h1>
          <p className="mt-1 text-sm text-slate-600">
            Generate, schedule and download reports on your inspections.
          </p>
        </div>
        {params.tab !== 'custom' && (
          <FormField id="reports-period" label="Period" className="w-48">
            {(c) => (
              <Select
                {...fieldAria(c)}
                value={params.period}
                onChange={(e) =>
                  setParams({ period: readOption(e.target.value, REPORT_PERIODS, 'month') })
                }
              >
                {REPORT_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {REPORT_PERIOD_LABELS[p]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
      </div>
      <div className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <Tabs.Root
          value={params.tab}
          onValueChange={(value) => setParams({ tab: readOption(value, REPORT_TABS, 'overview') })}
          className="min-w-0 space-y-6"
        >
          <UnderlineTabList label="Report views" values={REPORT_TABS} active={params.tab}>
            {(value) => <>{REPORT_TAB_LABELS[value]}</>}
          </UnderlineTabList>
          <Tabs.Content value="overview">
            {params.tab === 'overview' && <OverviewTab period={params.period} />}
          </Tabs.Content>
          <Tabs.Content value="performance">
            {params.tab === 'performance' && <PerformanceTab period={params.period} />}
          </Tabs.Content>
          <Tabs.Content value="custom" className="space-y-6">
            {params.tab === 'custom' && (
              <CustomTab
                params={params}
                setParams={setParams}
                onFiltersChange={setFilters}
                generation={generation}
                canCreate={canCreate}
                canExport={canExport}
                canViewSampling={canViewSampling}
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
        <aside className="space-y-6" aria-label="Report shortcuts">
          <QuickReportsCard generation={generation} canCreate={canCreate} />
          <RecentReportsCard canExport={canExport} />
          <ScheduledReportsCard canCreate={canCreate} />
        </aside>
      </div>
    </div>
  );
}

type CustomTabProps = {
  params: ReportsParams;
  setParams: (patch: Partial<ReportsParams>) => void;
  onFiltersChange: (patch: Partial<ReportsParams>) => void;
  generation: ReportGeneration;
  canCreate: boolean;
  canExport: boolean;
  canViewSampling: boolean;
};

/** Custom Reports: the form, the quarterly scheme report (sampling:view), then the user's reports. */
function CustomTab(props: CustomTabProps) {
  const { params, setParams, onFiltersChange, generation, canCreate, canExport } = props;
  return (
    <>
      <CustomReportForm
        params={params}
        onParamsChange={onFiltersChange}
        generation={generation}
        canCreate={canCreate}
        canExport={canExport}
      />
      {props.canViewSampling && <QuarterlyReportCard canCreate={canCreate} canExport={canExport} />}
      <section aria-labelledby="your-reports-title" className="space-y-3">
        <h2 id="your-reports-title" className="text-lg font-semibold text-slate-900">
          Your Reports
        </h2>
        <ReportsTable
          page={params.page}
          onPageChange={(page) => setParams({ page })}
          canCreate={canCreate}
          canExport={canExport}
        />
      </section>
    </>
  );
}
