import type { RouteObject } from 'react-router';
import { PATHS } from '../paths';
import { guardRoutes } from '../require-permission';

export const documentReviewRoutes: RouteObject[] = [
  guardRoutes(
    { permission: 'documents:review', title: 'Document Review', action: 'review documents' },
    [
      {
        path: PATHS.docsReview,
        lazy: async () => {
          const { DocumentReviewsPage } =
            await import('@/web/features/document-reviews/document-reviews-page');
          return { element: <DocumentReviewsPage /> };
        },
      },
    ],
  ),
];
