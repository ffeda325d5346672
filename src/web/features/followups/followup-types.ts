import type { RouterOutputs } from '@/web/lib/trpc';

type Outputs = RouterOutputs['followups'];

export type FollowupRow = Outputs['list']['items'][number];
export type FollowupCounts = Outputs['list']['counts'];
