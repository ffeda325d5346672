import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquare, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/format';
import {
  CATEGORY_LABELS,
  INITIATIVE_CATEGORIES,
  INITIATIVE_DEFAULTS,
  initiativeCreatedNotice,
  SETTABLE_SUGGESTION_STATUSES,
  SUGGESTION_STATUS_LABELS,
} from '../../../shared/improvements/catalogue';
import {
  CreateSuggestionInput,
  SUGGESTION_STATUS_FILTERS,
} from '../../../shared/improvements/inputs';
import { FieldError } from '../../components/field-error';
import { EmptyState, ErrorState } from '../../components/query-states';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { describeError } from '../../lib/describe-error';
import { readOption } from '../../lib/search-params';
import { useTRPC } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useZodForm } from '../../lib/use-zod-form';
import { CommentsThread } from './comments-thread';
import type { SuggestionRow } from './types';

type SuggestionStatusFilter = (typeof SUGGESTION_STATUS_FILTERS)[number];

const DEFAULTS = { title: '', category: INITIATIVE_DEFAULTS.category, description: '' };

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.improvements.pathKey() });
}

/** The similar suggestions already on the board, while a title is typed. */
function SimilarSuggestions({ title }: { title: string }) {
  const trpc = useTRPC();
  const settled = useDebouncedValue(title.trim(), 300);
  const similar = useQuery({
    ...trpc.improvements.suggestions.similar.queryOptions({ title: settled }),
    enabled: settled.length >= 3,
  });
  if (settled.length < 3 || !similar.data || similar.data.length === 0) return null;
  return (
    <div
      role="status"
      aria-label="Similar suggestions"
      className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm"
    >
      <p className="font-medium text-amber-900">Similar suggestions already exist:</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-amber-900">
        {similar.data.map((s) => (
          <li key={s.id}>
            {s.title}{' '}
            <span className="text-amber-800">
              ({SUGGESTION_STATUS_LABELS[s.status]}, {s.votes} votes)
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-amber-900">Vote for one of them instead if it is the same idea.</p>
    </div>
  );
}

function NewSuggestionForm() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const form = useZodForm(CreateSuggestionInput, { defaultValues: DEFAULTS });
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const create = useMutation(
    trpc.improvements.suggestions.create.mutationOptions({
      onSuccess: async (s) => {
        form.reset(DEFAULTS);
        toast.success(`Suggestion "${s.title}" submitted`, { duration: 3000 });
        await refresh();
      },
    }),
  );
  const errors = form.formState.errors;
  return (
    <Card className="p-4">
      <form
        noValidate
        aria-labelledby="new-suggestion-heading"
        className="space-y-3"
        onSubmit={(e) => void form.handleSubmit((v) => create.mutate(v))(e)}
      >
        <h2 id="new-suggestion-heading" className="text-base font-semibold text-slate-900">
          Submit a Suggestion
        </h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="sm:col-span-2">
            <Label htmlFor="suggestion-title">Title</Label>
            <Input id="suggestion-title" className="mt-1" {...form.register('title')} />
            <FieldError id="suggestion-title-error" message={errors.title?.message} />
          </div>
          <div>
            <Label htmlFor="suggestion-category">Category</Label>
            <Select id="suggestion-category" className="mt-1" {...form.register('category')}>
              {INITIATIVE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABELS[c]}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <SimilarSuggestions title={title ?? ''} />
        <div>
          <Label htmlFor="suggestion-description">Description</Label>
          <Textarea
            id="suggestion-description"
            rows={3}
            className="mt-1"
            {...form.register('description')}
          />
          <FieldError id="suggestion-description-error" message={errors.description?.message} />
        </div>
        {create.error && (
          <p role="alert" className="text-sm text-red-700">
            {describeError(create.error).message}
          </p>
        )}
        <div className="flex justify-end">
          <Button
            type="submit"
            disabled={!title?.trim() || !description?.trim() || create.isPending}
          >
            Submit Suggestion
          </Button>
        </div>
      </form>
    </Card>
  );
}

function SuggestionCard({
  suggestion,
  all,
  canManage,
  onOpenInitiative,
}: {
  suggestion: SuggestionRow;
  all: readonly SuggestionRow[];
  canManage: boolean;
  onOpenInitiative: (id: string) => void;
}) {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [showComments, setShowComments] = useState(false);
  const [mergeInto, setMergeInto] = useState('');
  const onError = (error: unknown) => toast.error(describeError(error).message);
  const vote = useMutation(
    trpc.improvements.suggestions.vote.mutationOptions({
      onSuccess: async (r) => {
        toast.success(r.voted ? 'Vote added' : 'Vote removed', { duration: 3000 });
        await refresh();
      },
      onError,
    }),
  );
  const setStatus = useMutation(
    trpc.improvements.suggestions.setStatus.mutationOptions({
      onSuccess: async () => {
        toast.success('Status updated; voters were notified', { duration: 3000 });
        await refresh();
      },
      onError,
    }),
  );
  const convert = useMutation(
    trpc.improvements.suggestions.convert.mutationOptions({
      onSuccess: async (i) => {
        toast.success(initiativeCreatedNotice(i.title), { duration: 3000 });
        await refresh();
      },
      onError,
    }),
  );
  const merge = useMutation(
    trpc.improvements.suggestions.merge.mutationOptions({
      onSuccess: async () => {
        toast.success('Merged; its votes now count for the original', { duration: 3000 });
        setMergeInto('');
        await refresh();
      },
      onError,
    }),
  );
  const s = suggestion;
  const isDuplicate = s.status === 'duplicate';
  const originals = all.filter((o) => o.id !== s.id && o.status !== 'duplicate');
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid="suggestion-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words text-base font-semibold text-slate-900">{s.title}</h3>
        <div className="flex flex-wrap gap-1">
          <Badge tone="brand">{SUGGESTION_STATUS_LABELS[s.status]}</Badge>
          <Badge>{CATEGORY_LABELS[s.category]}</Badge>
        </div>
      </div>
      <p className="break-words text-sm text-slate-700">{s.description}</p>
      <p className="text-xs text-slate-600">
        Submitted by {s.submittedByName ?? 'former user'} on {formatDate(s.createdAt)}
      </p>
      {isDuplicate && s.duplicateOfTitle && (
        <p className="text-sm text-slate-700">Duplicate of "{s.duplicateOfTitle}"</p>
      )}
      {s.initiativeId && (
        <Button
          variant="link"
          size="sm"
          className="self-start px-0"
          onClick={() => onOpenInitiative(s.initiativeId!)}
        >
          View the initiative
        </Button>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant={s.voted ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={s.voted}
          aria-label={`${s.voted ? 'Remove vote from' : 'Vote for'} ${s.title}`}
          disabled={vote.isPending || (isDuplicate && !s.voted)}
          onClick={() => vote.mutate({ id: s.id, on: !s.voted })}
        >
          <ThumbsUp aria-hidden="true" className="h-4 w-4" />
          {s.voted ? 'Voted' : 'Vote'} ({s.votes})
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showComments}
          onClick={() => setShowComments((v) => !v)}
        >
          <MessageSquare aria-hidden="true" className="h-4 w-4" />
          Comment ({s.comments})
        </Button>
        {canManage && !isDuplicate && !s.initiativeId && (
          <Button
            size="sm"
            disabled={convert.isPending}
            onClick={() => convert.mutate({ id: s.id })}
          >
            Convert to Initiative
          </Button>
        )}
      </div>
      {canManage && !isDuplicate && (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <Label htmlFor={`status-${s.id}`}>Status</Label>
            <Select
              id={`status-${s.id}`}
              className="mt-1"
              value={s.status}
              disabled={setStatus.isPending}
              onChange={(e) => {
                const status = SETTABLE_SUGGESTION_STATUSES.find((x) => x === e.target.value);
                if (status) setStatus.mutate({ id: s.id, status });
              }}
            >
              {SETTABLE_SUGGESTION_STATUSES.map((st) => (
                <option key={st} value={st}>
                  {SUGGESTION_STATUS_LABELS[st]}
                </option>
              ))}
            </Select>
          </div>
          {originals.length > 0 && (
            <div className="flex items-end gap-2">
              <div>
                <Label htmlFor={`merge-${s.id}`}>Merge as duplicate of</Label>
                <Select
                  id={`merge-${s.id}`}
                  className="mt-1 max-w-60"
                  value={mergeInto}
                  onChange={(e) => setMergeInto(e.target.value)}
                >
                  <option value="">Choose the original</option>
                  {originals.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.title}
                    </option>
                  ))}
                </Select>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={mergeInto === '' || merge.isPending}
                onClick={() => merge.mutate({ id: s.id, intoId: mergeInto })}
              >
                Merge
              </Button>
            </div>
          )}
        </div>
      )}
      {showComments && <CommentsThread target="suggestion" id={s.id} canModerate={canManage} />}
    </Card>
  );
}

export function SuggestionsTab({
  canManage,
  onOpenInitiative,
  status,
  onStatus,
}: {
  canManage: boolean;
  onOpenInitiative: (id: string) => void;
  status: SuggestionStatusFilter;
  onStatus: (status: SuggestionStatusFilter) => void;
}) {
  const trpc = useTRPC();
  const list = useQuery(trpc.improvements.suggestions.list.queryOptions({ status }));
  // A filtered view still offers every original as a merge target.
  const everything = useQuery({
    ...trpc.improvements.suggestions.list.queryOptions({ status: 'all' }),
    enabled: canManage && status !== 'all',
  });
  return (
    <div className="space-y-4">
      <NewSuggestionForm />
      <div className="sm:w-60">
        <Label htmlFor="suggestion-status-filter">Show</Label>
        <Select
          id="suggestion-status-filter"
          className="mt-1"
          value={status}
          onChange={(e) => onStatus(readOption(e.target.value, SUGGESTION_STATUS_FILTERS, 'all'))}
        >
          {SUGGESTION_STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'All suggestions' : SUGGESTION_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      {list.isPending ? (
        <Spinner label="Loading suggestions" className="py-6" />
      ) : list.isError ? (
        <ErrorState
          title="Could not load suggestions"
          message={describeError(list.error).message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <EmptyState
          title={status === 'all' ? 'No suggestions yet' : 'No suggestions'}
          hint={
            status === 'all' ? 'Be the first to suggest an improvement.' : 'None has this status.'
          }
        />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {list.data.map((s) => (
            <SuggestionCard
              key={s.id}
              suggestion={s}
              all={status === 'all' ? list.data : (everything.data ?? list.data)}
              canManage={canManage}
              onOpenInitiative={onOpenInitiative}
            />
          ))}
        </div>
      )}
    </div>
  );
}
