import type { CalendarStatus } from '@/shared/schedule/catalogue';

/** Legend colours; every status also has its word next to it, colour is never the only cue. */
export const STATUS_DOT: Record<CalendarStatus, string> = {
  scheduled: 'bg-blue-600',
  pending: 'bg-amber-500',
  completed: 'bg-emerald-600',
  cancelled: 'bg-slate-400',
};

export const STATUS_CHIP: Record<CalendarStatus, string> = {
  scheduled: 'border-blue-200 bg-blue-50 text-blue-900',
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  completed: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  cancelled: 'border-slate-200 bg-slate-50 text-slate-600 line-through',
};
