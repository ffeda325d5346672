import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>;
export type ProjectList = Outputs['projects']['list'];
export type ProjectRow = ProjectList['items'][number];
export type ProjectDetail = Outputs['projects']['get'];
