import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>;
export type PostCard = Outputs['news']['list']['items'][number];
export type PostDetail = Outputs['news']['get'];
export type NewsOverview = Outputs['news']['overview'];
