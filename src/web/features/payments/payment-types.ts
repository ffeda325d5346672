import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>;
export type PaymentRow = Outputs['payments']['list']['items'][number];
export type PaymentSummary = Outputs['payments']['summary'];
