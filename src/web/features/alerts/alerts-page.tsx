import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '@/web/lib/notify';
import { describeError } from '@/web/lib/describe-error';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { useSearchParamsState } from '@/web/lib/use-search-params-state';
import type { NotificationView } from '../notifications/notification-item';
import { useNotificationActions } from '../notifications/api/use-notification-actions';
import {
  useNotificationCounts,
  useNotificationPages,
} from '../notifications/api/use-notification-queries';
import { AlertItem } from './alert-item';
import { AlertPreferencesDialog } from './alert-preferences-dialog';
import {
  ALERTS_DEFAULTS,
  ALERTS_PAGE_SIZE,
  EMPTY_MESSAGES,
  parseAlertsParams,
  type AlertTab,
} from './alerts-params';
import { AlertsTabs } from './alerts-tabs';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';

function Totals({
  counts,
}: {
  counts: { total: number; unread: number; read: number } | undefined;
}) {
  return (
    <StatCardGrid className="grid-cols-3">
      <StatCard label="Total" value={counts?.total} fallback="–" />
      <StatCard label="Unread" value={counts?.unread} fallback="–" />
      <StatCard label="Read" value={counts?.read} fallback="–" />
    </StatCardGrid>
  );
}

type Pages = ReturnType<typeof useNotificationPages>;
type Actions = ReturnType<typeof useNotificationActions>;

function AlertsHeader({
  canMarkAll,
  markAllRead,
}: {
  canMarkAll: boolean;
  markAllRead: Actions['markAllRead'];
}) {
  function handleMarkAllRead() {
    markAllRead.mutate(undefined, {
      onSuccess: () => notifySuccess('All notifications marked as read'),
    });
  }
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Alerts &amp; Notifications</h1>
        <p className="mt-1 text-slate-600">
          Unread first, the most urgent at the top; many of one kind on a day show as one alert.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <AlertPreferencesDialog />
        <Button onClick={handleMarkAllRead} disabled={!canMarkAll || markAllRead.isPending}>
          Mark All Read
        </Button>
      </div>
    </div>
  );
}

/** One tab's notifications: loading, failed, empty, or the list with Load more. */
function AlertsList({
  list,
  tab,
  markRead,
  onDelete,
}: {
  list: Pages;
  tab: AlertTab;
  markRead: Actions['markRead'];
  onDelete: (notification: NotificationView) => void;
}) {
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.isPending) return <TableSkeleton label="Loading notifications" rows={4} />;
  if (list.isError)
    return (
      <ErrorState
        title="Could not load notifications"
        message={describeError(list.error).message}
        onRetry={() => void list.refetch()}
      />
    );
  if (items.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Inbox aria-hidden="true" className="mx-auto h-10 w-10 text-slate-500" />
        <p className="mt-3 text-slate-700">{EMPTY_MESSAGES[tab]}</p>
      </div>
    );
  return (
    <div className="space-y-4">
      <ul
        aria-label="Notifications list"
        className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white"
      >
        {items.map((item) => (
          <li key={item.id}>
            <AlertItem
              notification={item}
              isMarkingRead={markRead.isPending && markRead.variables.id === item.id}
              onMarkRead={(n) => markRead.mutate({ id: n.id }, { onError: notifyError })}
              onDelete={onDelete}
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="text-center">
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            aria-busy={list.isFetchingNextPage || undefined}
          >
            Load more
          </Button>
        </div>
      )}
    </div>
  );
}

export function AlertsPage() {
  const [params, setParams] = useSearchParamsState(parseAlertsParams, ALERTS_DEFAULTS);
  const [toDelete, setToDelete] = useState<NotificationView | null>(null);
  const counts = useNotificationCounts();
  const list = useNotificationPages(params.tab, ALERTS_PAGE_SIZE);
  const { markRead, markAllRead, clear } = useNotificationActions();
  const tabCounts: Record<AlertTab, number> | undefined = counts.data && {
    all: counts.data.total,
    unread: counts.data.unread,
    read: counts.data.read,
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <AlertsHeader
        canMarkAll={Boolean(counts.data && counts.data.unread > 0)}
        markAllRead={markAllRead}
      />
      <Totals counts={counts.data} />
      <AlertsTabs tab={params.tab} counts={tabCounts} onTabChange={(tab) => setParams({ tab })}>
        <AlertsList list={list} tab={params.tab} markRead={markRead} onDelete={setToDelete} />
      </AlertsTabs>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete notification?"
        description={
          toDelete ? `“${toDelete.title}” will be removed. This cannot be undone.` : undefined
        }
        confirmLabel="Delete"
        onConfirm={() => toDelete && clear.mutate({ id: toDelete.id })}
        isPending={clear.isPending}
      />
    </div>
  );
}
