import { FilterSelect, type FilterOption } from '@/web/components/filter-select';
import { SearchBox } from '@/web/components/search-box';

/** A tab's list filters as the URL holds them: 'all' is no status filter. */
export type ListFilters<Status extends string, Sort extends string> = {
  status: Status | 'all';
  search: string;
  sort: Sort;
};

/**
 * The initiatives' and suggestions' toolbar: search, a status filter ('All …' first) and the
 * sort, in one row on a desktop and stacked on a phone.
 */
export function ListToolbar<Status extends string, Sort extends string>({
  idPrefix,
  searchLabel,
  searchPlaceholder,
  statusLabel,
  allStatusesLabel,
  statusOptions,
  sortOptions,
  filters,
  onFilters,
}: {
  /** Ids of the three controls: `${idPrefix}-search`, `-status-filter` and `-sort`. */
  idPrefix: string;
  searchLabel: string;
  searchPlaceholder: string;
  statusLabel: string;
  allStatusesLabel: string;
  statusOptions: readonly FilterOption<Status>[];
  sortOptions: readonly FilterOption<Sort>[];
  filters: ListFilters<Status, Sort>;
  onFilters: (patch: Partial<ListFilters<Status, Sort>>) => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <SearchBox
        id={`${idPrefix}-search`}
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={filters.search}
        onSearch={(search) => onFilters({ search })}
      />
      <FilterSelect
        id={`${idPrefix}-status-filter`}
        label={statusLabel}
        className="sm:w-44"
        allLabel={allStatusesLabel}
        options={statusOptions}
        value={filters.status === 'all' ? '' : filters.status}
        onChange={(status) => onFilters({ status: status === '' ? 'all' : status })}
      />
      <FilterSelect
        id={`${idPrefix}-sort`}
        label="Sort by"
        className="sm:w-44"
        options={sortOptions}
        value={filters.sort}
        onChange={(sort) => onFilters({ sort })}
      />
    </div>
  );
}
