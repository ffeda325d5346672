import { formatDateTime } from '@/shared/format';
import { EmptyState, ErrorState } from '@/web/components/query-states';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { describeError } from '@/web/lib/describe-error';
import { usePortalThreads, type PortalThreadSummary } from './api/use-portal-messages';

/** The installer's conversations: general first, then failed items with news first. */
export function ThreadList({
  selected,
  onOpen,
}: {
  selected: string | null;
  onOpen: (threadKey: string) => void;
}) {
  const query = usePortalThreads();
  if (query.isPending) return <Spinner label="Loading your conversations" className="py-10" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load your conversations"
        message={describeError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.threads.length === 0)
    return <EmptyState title="No conversations" hint="Write to us in the general thread." />;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {query.data.threads.map((thread) => (
        <li key={thread.threadKey}>
          <ThreadRow thread={thread} isSelected={thread.threadKey === selected} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function ThreadRow({
  thread,
  isSelected,
  onOpen,
}: {
  thread: PortalThreadSummary;
  isSelected: boolean;
  onOpen: (threadKey: string) => void;
}) {
  return (
    <button
      type="button"
      aria-current={isSelected ? 'true' : undefined}
      onClick={() => onOpen(thread.threadKey)}
      className={cn(
        'flex min-h-11 w-full items-start justify-between gap-3 px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-600',
        isSelected && 'bg-emerald-50',
      )}
    >
      <span className="min-w-0">
        <span className={cn('block truncate text-sm', thread.unread ? 'font-semibold' : '')}>
          {thread.title}
        </span>
        <span className="block text-xs text-slate-600">
          {thread.reference
            ? `${thread.reference}${thread.severity ? ` · ${thread.severity}` : ''}`
            : 'Anything not about one item'}
          {thread.lastAt ? ` · last ${formatDateTime(thread.lastAt)}` : ''}
        </span>
      </span>
      {thread.unread > 0 && (
        <span className="shrink-0 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
          {thread.unread}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </button>
  );
}
