import {
  DocumentIdInput,
  ListDocumentsInput,
  SetFeaturedInput,
  SetReviewInput,
  SetRequiredReadingInput,
  SetStatusInput,
  UpdateDocumentInput,
} from '@/shared/guidance/document-inputs';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { getDocument } from './detail';
import { deleteDocument, updateDocument } from './edit';
import { guidanceOverview, listDocuments } from './list';
import { setFeatured, setReview, setStatus } from './mutate';
import { acknowledgeDocument, setRequiredReading } from './reading';
import { listOwnerOptions } from './scope';

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
  /** Active users of the tenant, for the owner picker. */
  owners: publish.query(({ ctx }) => listOwnerOptions(ctx)),
  /** Publisher, or the author of a draft (checked in the service); owner, review and roles: publisher. */
  update: signedIn
    .input(UpdateDocumentInput)
    .mutation(({ ctx, input }) => updateDocument(ctx, input)),
  delete: signedIn
    .input(DocumentIdInput)
    .mutation(({ ctx, input }) => deleteDocument(ctx, input.id, ctx.services.storage)),
  acknowledge: signedIn
    .input(DocumentIdInput)
    .mutation(({ ctx, input }) => acknowledgeDocument(ctx, input.id)),
});
