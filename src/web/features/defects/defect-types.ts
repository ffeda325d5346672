import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

type Outputs = inferRouterOutputs<AppRouter>['defects'];

export type DefectRow = Outputs['list']['items'][number];
export type DefectCounts = Outputs['list']['counts'];
export type DefectStats = Outputs['stats'];
export type Assignee = Outputs['assignees'][number];
export type InspectionOption = Outputs['inspectionOptions'][number];
