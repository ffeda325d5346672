import { z } from 'zod';
import { DASHBOARD_PERIODS } from './periods';

/** Input of every dashboard figure procedure: the period chosen on the page. */
export const dashboardPeriodSchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS, 'Choose week, month, quarter or year').default('month'),
  })
  .strict();
export type DashboardPeriodInput = z.input<typeof dashboardPeriodSchema>;
