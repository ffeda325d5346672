import {
  SUGGESTION_SORT_LABELS,
  SUGGESTION_SORTS,
  SUGGESTION_STATUS_LABELS,
  SUGGESTION_STATUSES,
  type SuggestionSort,
  type SuggestionStatus,
} from '@/shared/improvements/catalogue';
import { toFilterOptions } from '@/web/components/filter-select';
import { useSuggestionPages } from './api/use-improvement-queries';
import { ListToolbar, type ListFilters } from './list-toolbar';
import { NewSuggestionForm } from './new-suggestion-form';
import { PagedList } from './paged-list';
import { SuggestionCard } from './suggestion-card';

export type SuggestionFilters = ListFilters<SuggestionStatus, SuggestionSort>;

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
  filters: SuggestionFilters;
  onFilters: (patch: Partial<SuggestionFilters>) => void;
}) {
  const list = useSuggestionPages(filters);
  const filtered = filters.status !== 'all' || filters.search !== '';
  return (
    <div className="space-y-4">
      <NewSuggestionForm />
      <ListToolbar
        idPrefix="suggestion"
        searchLabel="Search suggestions"
        searchPlaceholder="Title or description"
        statusLabel="Show"
        allStatusesLabel="All suggestions"
        statusOptions={STATUS_OPTIONS}
        sortOptions={SORT_OPTIONS}
        filters={filters}
        onFilters={onFilters}
      />
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
