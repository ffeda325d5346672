import { formatDateTime } from '@/shared/format';
import { portalTimeLeft } from '@/shared/installer-portal/views';
import { cn } from '@/web/lib/cn';

/** A failed item's deadline and the time left (Category 1 in hours), red once it has passed. */
export function Deadline({ dueAt, severity }: { dueAt: Date | string; severity: string | null }) {
  const left = portalTimeLeft(dueAt, severity);
  return (
    <p className="text-sm text-slate-700">
      Deadline {formatDateTime(dueAt)} ·{' '}
      <span className={cn('font-semibold', left.isOverdue ? 'text-red-700' : 'text-slate-900')}>
        {left.text}
      </span>
    </p>
  );
}

/** 'Category 1', 'Major', 'Minor' or 'Severity not classified' (a wizard fail). */
export function SeverityLabel({ severity }: { severity: string | null }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        severity === 'Category 1' ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-900',
      )}
    >
      {severity ?? 'Severity not classified'}
    </span>
  );
}
