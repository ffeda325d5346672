import type { RouterOutputs } from '@/web/lib/trpc';

type Outputs = RouterOutputs['defects'];

export type DefectRow = Outputs['list']['items'][number];
export type DefectCounts = Outputs['list']['counts'];
export type DefectStats = Outputs['stats'];
export type Assignee = Outputs['assignees'][number];
export type InspectionOption = Outputs['inspectionOptions'][number];
