import { MessageSquare, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDate } from '@/shared/format';
import {
  CATEGORY_LABELS,
  INITIATIVE_CATEGORIES,
  INITIATIVE_DEFAULTS,
  SETTABLE_SUGGESTION_STATUSES,
  SUGGESTION_SORT_LABELS,
  SUGGESTION_SORTS,
  SUGGESTION_STATUS_LABELS,
  SUGGESTION_STATUSES,
  type SuggestionSort,
} from '@/shared/improvements/catalogue';
import type { SUGGESTION_STATUS_FILTERS } from '@/shared/improvements/inputs';
import { CreateSuggestionInput } from '@/shared/improvements/inputs';
import { FieldError } from '@/web/components/field-error';
import { FilterSelect, toFilterOptions } from '@/web/components/filter-select';
import { SearchBox } from '@/web/components/search-box';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { Textarea } from '@/web/components/ui/textarea';
import { describeError } from '@/web/lib/describe-error';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useZodForm } from '@/web/lib/use-zod-form';
import {
  useCreateSuggestion,
  useMergeSuggestion,
  useSuggestionActions,
} from './api/use-suggestion-actions';
import {
  useMergeTargets,
  useSimilarSuggestions,
  useSuggestionPages,
} from './api/use-improvement-queries';
import { CommentsThread } from './comments-thread';
import { PagedList } from './paged-list';
import type { SuggestionRow } from './types';

type SuggestionStatusFilter = (typeof SUGGESTION_STATUS_FILTERS)[number];

const DEFAULTS = { title: '', category: INITIATIVE_DEFAULTS.category, description: '' };

/** The similar suggestions already on the board, while a title is typed. */
function SimilarSuggestions({ title }: { title: string }) {
  const settled = useDebouncedValue(title.trim(), 300);
  const similar = useSimilarSuggestions(settled);
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
  const form = useZodForm(CreateSuggestionInput, { defaultValues: DEFAULTS });
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const create = useCreateSuggestion({ onCreated: () => form.reset(DEFAULTS) });
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

/** Merge into an original found by its title (the server offers the most-voted matches). */
function MergeControl({ suggestion }: { suggestion: SuggestionRow }) {
  const [search, setSearch] = useState('');
  const [mergeInto, setMergeInto] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const targets = useMergeTargets(suggestion.id, settled);
  const merge = useMergeSuggestion({ onMerged: () => setMergeInto('') });
  const s = suggestion;
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div>
        <Label htmlFor={`merge-search-${s.id}`}>Find the original</Label>
        <Input
          id={`merge-search-${s.id}`}
          type="search"
          className="mt-1"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div className="min-w-0">
        <Label htmlFor={`merge-${s.id}`}>Merge as duplicate of</Label>
        <Select
          id={`merge-${s.id}`}
          className="mt-1 w-full"
          value={mergeInto}
          onChange={(e) => setMergeInto(e.target.value)}
        >
          <option value="">
            {targets.isPending
              ? 'Fetching suggestions…'
              : targets.data?.length === 0
                ? 'No other suggestion matches'
                : 'Choose the original'}
          </option>
          {targets.data?.map((o) => (
            <option key={o.id} value={o.id}>
              {o.title} ({o.votes} votes)
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
      {targets.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {describeError(targets.error).message}
        </p>
      )}
    </div>
  );
}

function SuggestionCard({
  suggestion,
  canManage,
  onOpenInitiative,
}: {
  suggestion: SuggestionRow;
  canManage: boolean;
  onOpenInitiative: (id: string) => void;
}) {
  const [showComments, setShowComments] = useState(false);
  const [showMerge, setShowMerge] = useState(false);
  const { vote, setStatus, convert } = useSuggestionActions();
  const s = suggestion;
  const isDuplicate = s.status === 'duplicate';
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
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showMerge}
            onClick={() => setShowMerge((v) => !v)}
          >
            Merge as duplicate…
          </Button>
        </div>
      )}
      {canManage && !isDuplicate && showMerge && <MergeControl suggestion={s} />}
      {showComments && <CommentsThread target="suggestion" id={s.id} canModerate={canManage} />}
    </Card>
  );
}

type Filters = { status: SuggestionStatusFilter; search: string; sort: SuggestionSort };

const STATUS_OPTIONS = toFilterOptions(SUGGESTION_STATUSES, SUGGESTION_STATUS_LABELS);
const SORT_OPTIONS = toFilterOptions(SUGGESTION_SORTS, SUGGESTION_SORT_LABELS);

/** Suggestions, paged on the server, with search, status filter and sort held in the URL. */
export function SuggestionsTab({
  canManage,
  onOpenInitiative,
  filters,
  onFilters,
}: {
  canManage: boolean;
  onOpenInitiative: (id: string) => void;
  filters: Filters;
  onFilters: (patch: Partial<Filters>) => void;
}) {
  const list = useSuggestionPages(filters);
  const filtered = filters.status !== 'all' || filters.search !== '';
  return (
    <div className="space-y-4">
      <NewSuggestionForm />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchBox
          id="suggestion-search"
          label="Search suggestions"
          placeholder="Title or description"
          value={filters.search}
          onSearch={(search) => onFilters({ search })}
        />
        <FilterSelect
          id="suggestion-status-filter"
          label="Show"
          className="sm:w-44"
          allLabel="All suggestions"
          options={STATUS_OPTIONS}
          value={filters.status === 'all' ? '' : filters.status}
          onChange={(status) => onFilters({ status: status === '' ? 'all' : status })}
        />
        <FilterSelect
          id="suggestion-sort"
          label="Sort by"
          className="sm:w-44"
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(sort) => onFilters({ sort })}
        />
      </div>
      <PagedList
        query={list}
        noun="suggestions"
        loadingLabel="Loading suggestions"
        errorTitle="Could not load suggestions"
        empty={
          filtered
            ? { title: 'No suggestions match', hint: 'Try other words or another status.' }
            : { title: 'No suggestions yet', hint: 'Be the first to suggest an improvement.' }
        }
      >
        {(rows) => (
          <div className="grid gap-4 lg:grid-cols-2">
            {rows.map((s) => (
              <SuggestionCard
                key={s.id}
                suggestion={s}
                canManage={canManage}
                onOpenInitiative={onOpenInitiative}
              />
            ))}
          </div>
        )}
      </PagedList>
    </div>
  );
}
