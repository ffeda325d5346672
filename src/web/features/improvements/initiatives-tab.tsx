import {
  INITIATIVE_SORTS,
  INITIATIVE_SORT_LABELS,
  INITIATIVE_STATUS_LABELS,
  INITIATIVE_STATUSES,
} from '@/shared/improvements/catalogue';
import { toFilterOptions } from '@/web/components/filter-select';
import { useInitiativePages } from './api/use-improvement-queries';
import { InitiativeCardView } from './initiative-card';
import type { ImprovementParams } from './improvements-params';
import { ListToolbar } from './list-toolbar';
import { PagedList } from './paged-list';
import type { InitiativeCard } from './types';

const STATUS_OPTIONS = toFilterOptions(INITIATIVE_STATUSES, INITIATIVE_STATUS_LABELS);
const SORT_OPTIONS = toFilterOptions(INITIATIVE_SORTS, INITIATIVE_SORT_LABELS);

type Filters = Pick<ImprovementParams, 'status' | 'search' | 'sort'>;

/** Initiatives, paged on the server, with search, status filter and sort held in the URL. */
export function InitiativesTab({
  filters,
  onFilters,
  canManage,
  onEdit,
  onDetails,
}: {
  filters: Filters;
  onFilters: (patch: Partial<Filters>) => void;
  canManage: boolean;
  onEdit: (i: InitiativeCard) => void;
  onDetails: (i: InitiativeCard) => void;
}) {
  const list = useInitiativePages(filters);
  const filtered = filters.status !== 'all' || filters.search !== '';
  return (
    <div className="space-y-4">
      <ListToolbar
        idPrefix="initiative"
        searchLabel="Search initiatives"
        searchPlaceholder="Title, description or INIT- reference"
        statusLabel="Status"
        allStatusesLabel="All statuses"
        statusOptions={STATUS_OPTIONS}
        sortOptions={SORT_OPTIONS}
        filters={filters}
        onFilters={onFilters}
      />
      <PagedList
        query={list}
        noun="initiatives"
        loadingLabel="Loading initiatives"
        errorTitle="Could not load initiatives"
        empty={
          filtered
            ? { title: 'No initiatives match', hint: 'Try other words or another status.' }
            : { title: 'No initiatives', hint: 'No initiative has been started yet.' }
        }
      >
        {(rows) => (
          <div className="grid gap-4 lg:grid-cols-2">
            {rows.map((i) => (
              <InitiativeCardView
                key={i.id}
                initiative={i}
                canManage={canManage}
                onEdit={onEdit}
                onDetails={onDetails}
              />
            ))}
          </div>
        )}
      </PagedList>
    </div>
  );
}
