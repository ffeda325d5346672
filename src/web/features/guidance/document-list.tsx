import { Pagination } from '@/web/components/pagination';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { describeError } from '@/web/lib/describe-error';
import type { useGuidanceList } from './api/use-guidance-queries';
import { DocumentCard } from './document-card';

/** One page of documents as filtered, or why there is none. */
export function DocumentList({
  list,
  isFiltered,
  onPageChange,
}: {
  list: ReturnType<typeof useGuidanceList>;
  isFiltered: boolean;
  onPageChange: (page: number) => void;
}) {
  if (list.isPending) return <TableSkeleton label="Loading documents" rows={3} />;
  if (list.isError) {
    return (
      <ErrorState
        title="Could not load documents"
        message={describeError(list.error).message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.items.length === 0) {
    return (
      <EmptyState
        title={isFiltered ? 'No documents found' : 'No documents yet'}
        hint={
          isFiltered
            ? 'No document matches these filters. Remove a filter or search for something else.'
            : 'Use Upload Document to add the first one.'
        }
      />
    );
  }
  return (
    <>
      <ul className="space-y-3" aria-label="Documents">
        {list.data.items.map((d) => (
          <li key={d.id}>
            <DocumentCard document={d} />
          </li>
        ))}
      </ul>
      <Pagination
        page={list.data.pageInfo.page}
        pages={list.data.pageInfo.pages}
        limit={list.data.pageInfo.limit}
        total={list.data.pageInfo.total}
        onPageChange={onPageChange}
      />
    </>
  );
}
