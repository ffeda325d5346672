import { INSPECTION_LIST_TABS, type InspectionListTab } from '@shared/inspections/queries';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { readOption } from '../../../lib/search-params';
import { TAB_LABELS } from './list-params';

type TabCounts = Record<InspectionListTab, number>;

type ListTabsProps = {
  tab: InspectionListTab;
  counts: TabCounts | undefined;
  onTabChange: (tab: InspectionListTab) => void;
  children: ReactNode;
};

/** Status tabs over one shared panel: only the selected tab's rows are ever fetched. */
export function ListTabs({ tab, counts, onTabChange, children }: ListTabsProps) {
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(readOption(value, INSPECTION_LIST_TABS, 'all'))}
      className="space-y-4"
    >
      <Tabs.List aria-label="Inspection status" className="flex gap-1 border-b border-slate-200">
        {INSPECTION_LIST_TABS.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-emerald-700',
              value === tab
                ? 'border-emerald-700 text-emerald-800'
                : 'border-transparent text-slate-700 hover:text-slate-900',
            )}
          >
            {TAB_LABELS[value]}
            {/* The space keeps the accessible name 'Pending 12', not 'Pending12'. */}
            {counts && ' '}
            {counts && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                {counts[value]}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} className="space-y-4 focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
