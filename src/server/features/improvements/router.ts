import {
  AddCommentInput,
  CommentsInput,
  CreateInitiativeInput,
  CreateMetricInput,
  CreateSuggestionInput,
  IdInput,
  ListInitiativesInput,
  ListSuggestionsInput,
  MergeSuggestionInput,
  MergeTargetsInput,
  RecordMetricInput,
  SetMetricTargetInput,
  SetSuggestionStatusInput,
  SimilarSuggestionsInput,
  UpdateInitiativeInput,
  UpdateMetricInput,
  VoteInput,
} from '@/shared/improvements/inputs';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import { addComment, deleteComment, listComments } from './comments';
import {
  createInitiative,
  getInitiative,
  listInitiatives,
  listOwners,
  updateInitiative,
  voteInitiative,
} from './initiatives';
import {
  createMetric,
  deleteMetric,
  metricHistory,
  recordMetric,
  updateMetric,
} from './manual-metrics';
import { setMetricTarget } from './metric-targets';
import { listMetrics } from './metrics';
import { improvementsOverview } from './overview';
import { createSuggestion, setSuggestionStatus, voteSuggestion } from './suggestion-changes';
import { convertSuggestion } from './suggestion-conversion';
import { mergeSuggestion } from './suggestion-merge';
import { listSuggestions, mergeTargets, similarSuggestions } from './suggestions';

// Everyone signed in reads, votes, comments and suggests; improvements:manage runs the programme.
const signedIn = protectedProcedure.meta({ requires: 'session' });
const manage = permissionProcedure('improvements:manage');

export const improvementsRouter = router({
  overview: signedIn.query(({ ctx }) => improvementsOverview(ctx)),
  // The owner picker of the initiative form, so only for those who fill it in.
  owners: manage.query(({ ctx }) => listOwners(ctx)),
  initiatives: router({
    list: signedIn
      .input(ListInitiativesInput)
      .query(({ ctx, input }) => listInitiatives(ctx, input)),
    get: signedIn.input(IdInput).query(({ ctx, input }) => getInitiative(ctx, input.id)),
    create: manage
      .input(CreateInitiativeInput)
      .mutation(({ ctx, input }) => createInitiative(ctx, input)),
    update: manage
      .input(UpdateInitiativeInput)
      .mutation(({ ctx, input }) => updateInitiative(ctx, input)),
    vote: signedIn
      .input(VoteInput)
      .mutation(({ ctx, input }) => voteInitiative(ctx, input.id, input.on)),
  }),
  suggestions: router({
    list: signedIn
      .input(ListSuggestionsInput)
      .query(({ ctx, input }) => listSuggestions(ctx, input)),
    similar: signedIn
      .input(SimilarSuggestionsInput)
      .query(({ ctx, input }) => similarSuggestions(ctx, input.title)),
    create: signedIn
      .input(CreateSuggestionInput)
      .mutation(({ ctx, input }) => createSuggestion(ctx, input)),
    vote: signedIn
      .input(VoteInput)
      .mutation(({ ctx, input }) => voteSuggestion(ctx, input.id, input.on)),
    setStatus: manage
      .input(SetSuggestionStatusInput)
      .mutation(({ ctx, input }) => setSuggestionStatus(ctx, input, ctx.services)),
    merge: manage
      .input(MergeSuggestionInput)
      .mutation(({ ctx, input }) => mergeSuggestion(ctx, input, ctx.services)),
    mergeTargets: manage
      .input(MergeTargetsInput)
      .query(({ ctx, input }) => mergeTargets(ctx, input)),
    convert: manage
      .input(IdInput)
      .mutation(({ ctx, input }) => convertSuggestion(ctx, input.id, ctx.services)),
  }),
  comments: router({
    list: signedIn.input(CommentsInput).query(({ ctx, input }) => listComments(ctx, input)),
    add: signedIn.input(AddCommentInput).mutation(({ ctx, input }) => addComment(ctx, input)),
    delete: signedIn.input(IdInput).mutation(({ ctx, input }) => deleteComment(ctx, input.id)),
  }),
  metrics: router({
    list: signedIn.query(({ ctx }) => listMetrics(ctx)),
    history: signedIn.input(IdInput).query(({ ctx, input }) => metricHistory(ctx, input.id)),
    create: manage.input(CreateMetricInput).mutation(({ ctx, input }) => createMetric(ctx, input)),
    record: manage.input(RecordMetricInput).mutation(({ ctx, input }) => recordMetric(ctx, input)),
    update: manage.input(UpdateMetricInput).mutation(({ ctx, input }) => updateMetric(ctx, input)),
    delete: manage.input(IdInput).mutation(({ ctx, input }) => deleteMetric(ctx, input.id)),
    setTarget: manage
      .input(SetMetricTargetInput)
      .mutation(({ ctx, input }) => setMetricTarget(ctx, input)),
  }),
});
