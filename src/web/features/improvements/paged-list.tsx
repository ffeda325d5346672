import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';

type Page<T> = { items: T[]; total: number; nextCursor: number | null };

/** What a list tab needs from a TanStack infinite query over the server's pages. */
export type PagedQuery<T> = {
  data?: { pages: Page<T>[] };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
};

/** The loaded pages as one list (a row that moved between pages while paging shows once). */
export function rowsOf<T extends { id: string }>(query: PagedQuery<T>): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of query.data?.pages ?? []) {
    for (const row of page.items) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/**
 * Loading, error and empty states of a paged list, the cards, how many of how
 * many are shown, and 'Load more' while the server has further pages.
 */
export function PagedList<T extends { id: string }>({
  query,
  noun,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: {
  query: PagedQuery<T>;
  /** Plural, for 'Showing 12 of 30 initiatives'. */
  noun: string;
  loadingLabel: string;
  errorTitle: string;
  empty: { title: string; hint: string };
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} className="py-6" />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={errorTitle}
        message={describeError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const rows = rowsOf(query);
  const total = query.data?.pages[0]?.total ?? 0;
  if (rows.length === 0) return <EmptyState title={empty.title} hint={empty.hint} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {rows.length} of {total} {noun}
      </p>
      {children(rows)}
      {query.isFetchNextPageError && (
        <p role="alert" className="text-sm text-red-700">
          Could not load more {noun}: {describeError(query.error).message}
        </p>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Fetching more…' : `Load more ${noun}`}
          </Button>
        </div>
      )}
    </div>
  );
}
