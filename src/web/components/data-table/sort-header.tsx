import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

type SortHeaderProps = {
  ariaSort: 'ascending' | 'descending' | 'none';
  align?: 'left' | 'right';
  onSort: () => void;
  children: ReactNode;
};

/** A header's sort button; the th around it carries aria-sort. */
export function SortHeader({ ariaSort, align, onSort, children }: SortHeaderProps) {
  const Icon =
    ariaSort === 'ascending' ? ArrowUp : ariaSort === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        'inline-flex items-center gap-1 rounded px-1 py-1 text-xs font-semibold tracking-wide text-slate-700 uppercase hover:text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-emerald-700',
        align === 'right' ? 'flex-row-reverse text-right' : 'text-left',
      )}
    >
      {children}
      <Icon
        aria-hidden="true"
        className={ariaSort === 'none' ? 'h-3.5 w-3.5 text-slate-400' : 'h-3.5 w-3.5'}
      />
    </button>
  );
}
