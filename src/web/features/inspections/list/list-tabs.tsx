import { INSPECTION_LIST_TABS, type InspectionListTab } from '@/shared/inspections/queries';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { readOption } from '@/web/lib/search-params';
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
      <UnderlineTabList label="Inspection status" values={INSPECTION_LIST_TABS} active={tab}>
        {(value) => (
          <>
            {TAB_LABELS[value]}
            {/* The space keeps the accessible name 'Pending 12', not 'Pending12'. */}
            {counts && ' '}
            {counts && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                {counts[value]}
              </span>
            )}
          </>
        )}
      </UnderlineTabList>
      <Tabs.Content value={tab} className="space-y-4 focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
