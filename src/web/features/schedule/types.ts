import type { RouterOutputs } from '@/web/lib/trpc';

export type CalendarEntry = RouterOutputs['schedule']['calendar'][number];
export type ScheduleStats = RouterOutputs['schedule']['stats'];
