import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';

export const documentReviewRoutes: RouteObject[] = [
  {
    path: PATHS.docsReview,
    lazy: async () => {
      const { DocumentReviewsPage } =
        await import('../../features/document-reviews/document-reviews-page');
      return { element: <DocumentReviewsPage /> };
    },
  },
];
