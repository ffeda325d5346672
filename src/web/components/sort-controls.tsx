import { FilterSelect, type FilterOption } from './filter-select';

export type SortDirection = 'asc' | 'desc';

const DIRECTION_LABELS: Record<SortDirection, string> = {
  asc: 'Ascending',
  desc: 'Descending',
};

type SortControlsProps<S extends string> = {
  /** Prefix of the two ids: `${idPrefix}-sort` and `${idPrefix}-direction`. */
  idPrefix: string;
  options: readonly FilterOption<S>[];
  sort: S;
  dir: SortDirection;
  /** The direction listed first: the list's natural order for its default sort. */
  firstDirection?: SortDirection;
  onChange: (patch: { sort: S } | { dir: SortDirection }) => void;
};

/** 'Sort by' and 'Order' selects of a list toolbar. */
export function SortControls<S extends string>({
  idPrefix,
  options,
  sort,
  dir,
  firstDirection = 'desc',
  onChange,
}: SortControlsProps<S>) {
  const directions: SortDirection[] = firstDirection === 'desc' ? ['desc', 'asc'] : ['asc', 'desc'];
  return (
    <>
      <FilterSelect
        id={`${idPrefix}-sort`}
        label="Sort by"
        className="w-40"
        options={options}
        value={sort}
        onChange={(next) => onChange({ sort: next })}
      />
      <FilterSelect
        id={`${idPrefix}-direction`}
        label="Order"
        className="w-36"
        options={directions.map((value) => ({ value, label: DIRECTION_LABELS[value] }))}
        value={dir}
        onChange={(next) => onChange({ dir: next })}
      />
    </>
  );
}
