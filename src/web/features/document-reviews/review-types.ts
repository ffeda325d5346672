import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/trpc/router';

export type ReviewList = inferRouterOutputs<AppRouter>['documentReviews']['list'];
export type ReviewItem = ReviewList['items'][number];
