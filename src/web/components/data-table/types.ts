import type { RowData, TableOptions } from '@tanstack/react-table';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

/** The one naming of sort state in every URL: `sort` is a column id, `dir` is asc or desc. */
export type SortState<Id extends string = string> = { sort: Id; dir: SortDirection };

/**
 * How a column shows in the narrow-screen card: `title` heads the card, `field` is a
 * label/value pair (the default), `hidden` leaves it out (for example a repeated detail).
 */
export type CardRole = 'title' | 'field' | 'hidden';

export type DataTableColumnMeta = {
  card?: CardRole;
  /** The card's label when the header is not plain text or reads badly on its own. */
  cardLabel?: string;
  align?: 'left' | 'right';
  /** Extra classes for the desktop body cell (widths, nowrap, text colour). */
  className?: string;
  /**
   * Classes for the whole desktop column, header and body cells alike: for a lower-priority
   * column hidden below a wide breakpoint, `COLUMN_FROM_2XL`. Cards show every column anyway.
   */
  columnClassName?: string;
};

/** A lower-priority column shown in the table only from 2xl (1536 px) up; cards keep it. */
export const COLUMN_FROM_2XL = 'hidden 2xl:table-cell';

declare module '@tanstack/react-table' {
  // TanStack's column meta grows only by declaration merging: an interface with its exact
  // type parameters (unused here) that adds our fields.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> extends DataTableColumnMeta {}
}

/** The parts of a TanStack Query result the table needs (any useQuery result fits). */
export type TableQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
};

export type TablePagination = {
  page: number;
  pages: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
};

export type TableSorting<Id extends string = string> = SortState<Id> & {
  /** Column ids the server can sort by; their headers become sort buttons. */
  sortable: readonly Id[];
  /** Called with the clicked column; the page toggles against the latest URL (see toggleSort). */
  onSort: (columnId: Id) => void;
  /** The page has its own sort control at every width, so cards need none of their own. */
  hideCardControl?: boolean;
};

export type TableSelection<Row> = {
  selectedIds: readonly string[];
  onSelectedIdsChange: (ids: string[]) => void;
  /** Accessible name of a row's checkbox, for example `Select ${row.name}`. */
  rowLabel: (row: Row) => string;
  /** Accessible name of the select-all box, for example 'Select all installers on this page'. */
  pageLabel: string;
};

export type RowActionsLayout = 'table' | 'card';

export type DataTableProps<Row, SortId extends string = string> = {
  /** The table's caption and the card list's name: tests and screen readers find it by this. */
  label: string;
  /** Built with createColumnHelper<Row>(); ids double as sort ids. */
  columns: TableOptions<Row>['columns'];
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string;
  query: TableQuery;
  loadingLabel?: string;
  errorTitle?: string;
  empty: { title: string; hint: string };
  pagination?: TablePagination;
  sorting?: TableSorting<SortId>;
  selection?: TableSelection<Row>;
  /** Always-visible row actions: a sticky last column on desktop, buttons at a card's foot. */
  rowActions?: (row: Row, layout: RowActionsLayout) => ReactNode;
  actionsLabel?: string;
};
