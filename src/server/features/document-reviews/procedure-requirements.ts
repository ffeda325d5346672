import type { ProcedureRequirements } from '../../trpc/procedure-requirements';

/** What each `documentReviews.*` procedure needs (checked by trpc/authorization.test.ts). */
export const documentReviewsRequirements = {
  'documentReviews.list': 'documents:review',
  'documentReviews.approve': 'documents:review',
  'documentReviews.reject': 'documents:review',
} satisfies ProcedureRequirements;
