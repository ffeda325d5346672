import {
  ApproveDocumentInput,
  DocumentReviewListInput,
  RejectDocumentInput,
} from '@/shared/document-reviews/schemas';
import { permissionProcedure, router } from '@/server/trpc/init';
import { decideDocument, listDocumentReviews } from './service';

const review = permissionProcedure('documents:review');

export const documentReviewsRouter = router({
  list: review
    .input(DocumentReviewListInput)
    .query(({ ctx, input }) => listDocumentReviews(ctx, input)),
  approve: review
    .input(ApproveDocumentInput)
    .mutation(({ ctx, input }) => decideDocument(ctx, input.id, { status: 'approved' })),
  reject: review
    .input(RejectDocumentInput)
    .mutation(({ ctx, input }) =>
      decideDocument(ctx, input.id, { status: 'rejected', reason: input.reason }),
    ),
});
