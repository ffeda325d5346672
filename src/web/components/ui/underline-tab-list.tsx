import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/** The app's one look for page tabs: a Radix tab list with an underlined active tab. */
export function UnderlineTabList<T extends string>({
  label,
  values,
  active,
  children,
}: {
  label: string;
  values: readonly T[];
  active: T;
  /** What each tab says. */
  children: (value: T) => ReactNode;
}) {
  return (
    <Tabs.List aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
      {values.map((value) => (
        <Tabs.Trigger
          key={value}
          value={value}
          className={cn(
            '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-medium',
            value === active
              ? 'border-emerald-700 text-emerald-800'
              : 'border-transparent text-slate-700 hover:text-slate-900',
          )}
        >
          {children(value)}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
