import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>['followups'];

export type FollowupRow = Outputs['list']['items'][number];
export type FollowupCounts = Outputs['list']['counts'];
