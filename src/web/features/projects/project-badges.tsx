import {
  PROJECT_STATUS_LABELS,
  type ProjectPriority,
  type ProjectStatus,
} from '@/shared/projects/catalogue';
import { cn } from '@/web/lib/cn';

const STATUS_TONE: Record<ProjectStatus, string> = {
  planning: 'bg-slate-100 text-slate-800',
  active: 'bg-blue-100 text-blue-900',
  'on-hold': 'bg-amber-100 text-amber-900',
  completed: 'bg-emerald-100 text-emerald-900',
};

const PRIORITY_TONE: Record<ProjectPriority, string> = {
  low: 'bg-slate-100 text-slate-800',
  medium: 'bg-sky-100 text-sky-900',
  high: 'bg-orange-100 text-orange-900',
  urgent: 'bg-red-100 text-red-900',
};

const chip = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <span className={cn(chip, STATUS_TONE[status])}>{PROJECT_STATUS_LABELS[status]}</span>;
}

export function PriorityBadge({ priority }: { priority: ProjectPriority }) {
  return <span className={cn(chip, 'capitalize', PRIORITY_TONE[priority])}>{priority}</span>;
}
