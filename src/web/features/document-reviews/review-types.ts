import type { RouterOutputs } from '@/web/lib/trpc';

export type ReviewList = RouterOutputs['documentReviews']['list'];
export type ReviewItem = ReviewList['items'][number];
