import type { RouterOutputs } from '@/web/lib/trpc';

type Outputs = RouterOutputs['reports'];
export type ReportItem = Outputs['get'];
export type ReportOverview = Outputs['overview'];
export type ScheduleItem = Outputs['schedules']['list'][number];
