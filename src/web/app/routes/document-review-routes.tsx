import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const documentReviewRoutes: RouteObject[] = [
  {
    path: PATHS.docsReview,
    lazy: async () => {
      const { PlaceholderPage } = await import('../../components/placeholder-page');
      return { element: <PlaceholderPage title="Docs Review" /> };
    },
  },
];
