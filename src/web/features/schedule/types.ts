import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

export type AppRouterOutputs = inferRouterOutputs<AppRouter>;
export type CalendarEntry = AppRouterOutputs['schedule']['calendar'][number];
