import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { readOption } from '@/web/lib/search-params';
import { ALERT_TABS, tabLabel, type AlertTab } from './alerts-params';

type AlertsTabsProps = {
  tab: AlertTab;
  counts: Record<AlertTab, number> | undefined;
  onTabChange: (tab: AlertTab) => void;
  children: ReactNode;
};

/** All / Unread / Read over one shared panel: only the selected tab's list is fetched. */
export function AlertsTabs({ tab, counts, onTabChange, children }: AlertsTabsProps) {
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(readOption(value, ALERT_TABS, 'all'))}
      className="space-y-4"
    >
      <Tabs.List aria-label="Notification filters" className="flex gap-1 border-b border-slate-200">
        {ALERT_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              value === tab
                ? 'border-emerald-700 text-emerald-800'
                : 'border-transparent text-slate-700 hover:text-slate-900',
            )}
          >
            {tabLabel(value, counts?.[value])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} className="focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
