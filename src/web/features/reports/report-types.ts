import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>['reports'];
export type ReportItem = Outputs['get'];
export type ReportOverview = Outputs['overview'];
export type ScheduleItem = Outputs['schedules']['list'][number];
