import type { InstallerStatus, MonitoringType } from '@/shared/installers/catalogue';
import { cn } from '@/web/lib/cn';

const STATUS_TONES: Record<InstallerStatus, string> = {
  Active: 'bg-emerald-100 text-emerald-900',
  Inactive: 'bg-slate-200 text-slate-800',
  Suspended: 'bg-red-100 text-red-900',
  'Pending Review': 'bg-amber-100 text-amber-900',
};

const BADGE =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

export function InstallerStatusBadge({ status }: { status: InstallerStatus }) {
  return <span className={cn(BADGE, STATUS_TONES[status])}>{status}</span>;
}

export function MonitoringBadge({ type }: { type: MonitoringType }) {
  return (
    <span
      className={cn(
        BADGE,
        type === 'Enhanced' ? 'bg-violet-100 text-violet-900' : 'bg-slate-100 text-slate-800',
      )}
    >
      {type}
    </span>
  );
}
