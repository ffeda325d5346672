import type { RouterOutputs } from '@/web/lib/trpc';

type Outputs = RouterOutputs['improvements'];
export type InitiativeCard = Outputs['initiatives']['list']['items'][number];
export type SuggestionRow = Outputs['suggestions']['list']['items'][number];
export type KeyMetric = Outputs['metrics']['list'][number];
export type CommentRow = Outputs['comments']['list'][number];
