import type { RouterOutputs } from '@/web/lib/trpc';

export type PostCard = RouterOutputs['news']['list']['items'][number];
export type PostDetail = RouterOutputs['news']['get'];
export type NewsOverview = RouterOutputs['news']['overview'];
