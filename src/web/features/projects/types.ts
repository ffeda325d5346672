import type { RouterOutputs } from '@/web/lib/trpc';

type Outputs = RouterOutputs;
export type ProjectList = Outputs['projects']['list'];
export type ProjectRow = ProjectList['items'][number];
export type ProjectDetail = Outputs['projects']['get'];
