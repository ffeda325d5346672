import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

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
      <Tabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((value) => (
          <Tabs.Trigger
            key={value}
            value={value}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-emerald-700',
              value === tab
                ? 'border-emerald-700 text-emerald-800'
                : 'border-transparent text-slate-700 hover:text-slate-900',
            )}
          >
            {counts ? `${labels[value]} (${counts[value]})` : labels[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={tab} className="focus-visible:outline-none">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
