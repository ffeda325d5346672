import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { EscalationsTab } from './escalations/escalations-tab';
import { EnhancedInstallersTab } from './installers/enhanced-installers-tab';
import { OverviewTab } from './overview/overview-tab';
import { ReportsTab } from './reports/reports-tab';
import { SettingsTab } from './settings/settings-tab';
import { MONITORING_TABS, TAB_LABELS, type MonitoringTab } from './shared/monitoring-params';
import { useMonitoringParams } from './shared/use-monitoring-params';

const PANELS: Record<MonitoringTab, () => ReactNode> = {
  overview: () => <OverviewTab />,
  installers: () => <EnhancedInstallersTab />,
  escalations: () => <EscalationsTab />,
  reports: () => <ReportsTab />,
  settings: () => <SettingsTab />,
};

/** /enhanced-monitoring: the five tabs of spec 02, the selected one kept in ?tab=. */
export function EnhancedMonitoringPage() {
  const [params, setParams] = useMonitoringParams();
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Enhanced Monitoring</h1>
        <p className="mt-1 text-sm text-slate-600">
          Installers under Enhanced monitoring, their escalations, reports and the rules that
          propose them.
        </p>
      </div>
      <Tabs.Root
        value={params.tab}
        onValueChange={(value) => {
          const tab = MONITORING_TABS.find((t) => t === value) ?? 'overview';
          // Search and page belong to one tab's list; another tab starts without them.
          setParams({ tab, page: 1, search: '' });
        }}
        className="space-y-4"
      >
        <Tabs.List
          aria-label="Enhanced monitoring sections"
          className="flex flex-wrap gap-1 border-b border-slate-200"
        >
          {MONITORING_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
                tab === params.tab
                  ? 'border-emerald-700 text-emerald-800'
                  : 'border-transparent text-slate-700 hover:text-slate-900',
              )}
            >
              {TAB_LABELS[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Only the selected panel mounts, so only its data is fetched. */}
        <Tabs.Content value={params.tab} className="focus-visible:outline-none">
          {PANELS[params.tab]()}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
