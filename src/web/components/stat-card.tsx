import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from './ui/skeleton';

type StatCardProps = {
  label: string;
  /** undefined (or null) while the figures load: the fallback stands in. */
  value: ReactNode;
  hint?: ReactNode;
  /** Decorative; the label already names the figure. */
  icon?: ReactNode;
  /** 'danger' turns a non-zero figure red (overdue, failed...). */
  tone?: 'default' | 'danger';
  fallback?: ReactNode;
};

/** One figure of a strip: a term and its value (and hint) inside the strip's definition list. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  tone = 'default',
  fallback = <Skeleton className="h-8 w-16" />,
}: StatCardProps) {
  const isAlarming = tone === 'danger' && Boolean(value);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {/* A <dl> group may hold only <dt> and <dd>: the icon sits inside the term, hidden from readers. */}
      <dt className="flex items-center justify-between gap-2 text-sm font-medium text-slate-600">
        <span>{label}</span>
        {icon && (
          <span aria-hidden="true" className="text-slate-500 [&_svg]:h-5 [&_svg]:w-5">
            {icon}
          </span>
        )}
      </dt>
      <dd
        className={cn(
          'mt-1 text-2xl font-semibold',
          isAlarming ? 'text-red-700' : 'text-slate-900',
        )}
      >
        {value === undefined || value === null ? fallback : value}
      </dd>
      {hint !== undefined && <dd className="mt-1 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

type StatCardGridProps = {
  /** Names the strip: a heading (hidden unless isHeadingVisible) or, without one, aria-label. */
  heading?: string;
  isHeadingVisible?: boolean;
  label?: string;
  /** Grid columns per breakpoint, e.g. 'grid-cols-2 lg:grid-cols-4'. */
  className?: string;
  children: ReactNode;
};

/** A strip of StatCards as one definition list, so screen readers hear each label with its figure. */
export function StatCardGrid({
  heading,
  isHeadingVisible = false,
  label,
  className,
  children,
}: StatCardGridProps) {
  const headingId = useId();
  const list = (
    <dl aria-label={heading ? undefined : label} className={cn('grid gap-4', className)}>
      {children}
    </dl>
  );
  if (!heading) return list;
  return (
    <section aria-labelledby={headingId} className={isHeadingVisible ? 'space-y-3' : undefined}>
      <h2
        id={headingId}
        className={isHeadingVisible ? 'text-lg font-semibold text-slate-900' : 'sr-only'}
      >
        {heading}
      </h2>
      {list}
    </section>
  );
}
