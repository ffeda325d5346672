import {
  DocumentIdInput,
  ListDocumentsInput,
  SetFeaturedInput,
  SetReviewInput,
  SetRequiredReadingInput,
  SetStatusInput,
} from '../../../shared/guidance/document-inputs';
import { permissionProcedure, protectedProcedure, router } from '../../trpc/init';
import { getDocument } from './detail';
import { guidanceOverview, listDocuments } from './list';
import { setFeatured, setReview, setStatus } from './mutate';
import { acknowledgeDocument, setRequiredReading } from './reading';

// Every signed-in user reads and uploads (files go through /api/guidance); guidance:publish
// publishes, features and sets review dates.
const signedIn = protectedProcedure.meta({ requires: 'session' });
const publish = permissionProcedure('guidance:publish');

export const guidanceRouter = router({
  overview: signedIn.query(({ ctx }) => guidanceOverview(ctx)),
  list: signedIn.input(ListDocumentsInput).query(({ ctx, input }) => listDocuments(ctx, input)),
  get: signedIn.input(DocumentIdInput).query(({ ctx, input }) => getDocument(ctx, input.id)),
  setStatus: publish.input(SetStatusInput).mutation(({ ctx, input }) => setStatus(ctx, input)),
  setFeatured: publish
    .input(SetFeaturedInput)
    .mutation(({ ctx, input }) => setFeatured(ctx, input)),
  setReview: publish.input(SetReviewInput).mutation(({ ctx, input }) => setReview(ctx, input)),
  setRequiredReading: publish
    .input(SetRequiredReadingInput)
    .mutation(({ ctx, input }) => setRequiredReading(ctx, input)),
  acknowledge: signedIn
    .input(DocumentIdInput)
    .mutation(({ ctx, input }) => acknowledgeDocument(ctx, input.id)),
});
