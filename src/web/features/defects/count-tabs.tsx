import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';

type CountTabsProps<T extends string> = {
  label: string;
  tabs: readonly T[];
  labels: Record<T, string>;
  tab: T;
  counts: Record<T, number> | undefined;
  onTabChange: (tab: T) => void;
  children: ReactNode;
};

/** Tabs with their counts over one shared panel: only the selected tab's rows are fetched. */
export function CountTabs<T extends string>({
  label,
  tabs,
  labels,
  tab,
  counts,
  onTabChange,
  children,
}: CountTabsProps<T>) {
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(tabs.find((t) => t === value) ?? tabs[0]!)}
      className="space-y-4"
    >
      <UnderlineTabList label={label} values={tabs} active={tab}>
        {(value) => <>{counts ? `${labels[value]} (${counts[value]})` : labels[value]}</>}
      </UnderlineTabList>
      <Tabs.Content value={tab} className="focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
