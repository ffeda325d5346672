import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>['improvements'];
export type InitiativeCard = Outputs['initiatives']['list']['items'][number];
export type SuggestionRow = Outputs['suggestions']['list']['items'][number];
export type KeyMetric = Outputs['metrics']['list'][number];
