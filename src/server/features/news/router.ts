import {
  AddCommentInput,
  CommentIdInput,
  CreatePostInput,
  ListPostsInput,
  PostIdInput,
  SetReactionInput,
  SubscriptionInput,
  UpdatePostInput,
} from '@/shared/news/post-inputs';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { getPost } from './detail';
import { listPosts, newsOverview } from './list';
import { createPost, deletePost, updatePost } from './mutate';
import {
  acknowledgePost,
  addComment,
  deleteComment,
  recordView,
  requiredReadingFor,
  setBookmark,
  setLike,
} from './reactions';
import {
  createFeedToken,
  getFeedStatus,
  getSubscription,
  revokeFeedToken,
  saveSubscription,
} from './subscription';

// Every signed-in user reads, reacts, subscribes and acknowledges; news:publish writes posts.
const signedIn = protectedProcedure.meta({ requires: 'session' });
const publish = permissionProcedure('news:publish');

export const newsRouter = router({
  overview: signedIn.query(({ ctx }) => newsOverview(ctx)),
  list: signedIn.input(ListPostsInput).query(({ ctx, input }) => listPosts(ctx, input)),
  get: signedIn.input(PostIdInput).query(({ ctx, input }) => getPost(ctx, input.id)),
  create: publish
    .input(CreatePostInput)
    .mutation(({ ctx, input }) => createPost(ctx, input, ctx.services)),
  update: publish
    .input(UpdatePostInput)
    .mutation(({ ctx, input }) => updatePost(ctx, input, ctx.services)),
  delete: publish.input(PostIdInput).mutation(({ ctx, input }) => deletePost(ctx, input.id)),
  recordView: signedIn.input(PostIdInput).mutation(({ ctx, input }) => recordView(ctx, input.id)),
  like: signedIn
    .input(SetReactionInput)
    .mutation(({ ctx, input }) => setLike(ctx, input.postId, input.on)),
  bookmark: signedIn
    .input(SetReactionInput)
    .mutation(({ ctx, input }) => setBookmark(ctx, input.postId, input.on)),
  comment: signedIn.input(AddCommentInput).mutation(({ ctx, input }) => addComment(ctx, input)),
  deleteComment: signedIn
    .input(CommentIdInput)
    .mutation(({ ctx, input }) => deleteComment(ctx, input.id)),
  acknowledge: signedIn
    .input(PostIdInput)
    .mutation(({ ctx, input }) => acknowledgePost(ctx, input.id)),
  requiredReading: signedIn.query(({ ctx }) => requiredReadingFor(ctx)),
  subscription: router({
    get: signedIn.query(({ ctx }) => getSubscription(ctx)),
    save: signedIn
      .input(SubscriptionInput)
      .mutation(({ ctx, input }) => saveSubscription(ctx, input)),
  }),
  feed: router({
    status: signedIn.query(({ ctx }) => getFeedStatus(ctx)),
    create: signedIn.mutation(({ ctx }) => createFeedToken(ctx, ctx.services)),
    revoke: signedIn.mutation(({ ctx }) => revokeFeedToken(ctx)),
  }),
});
