import { Link, useNavigate } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { resolveActionTarget } from './action-target';
import { NotificationItem, type NotificationView } from './notification-item';
import { useNotificationActions } from './api/use-notification-actions';
import { useLatestNotifications } from './api/use-notification-queries';

export const NOTIFICATIONS_HEADING_ID = 'notifications-heading';
const DROPDOWN_LIMIT = 10;

/** Body of the bell dropdown; mounted only while open, so each opening fetches a fresh list. */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const list = useLatestNotifications(DROPDOWN_LIMIT);
  const { markRead, markAllRead } = useNotificationActions();
  const items = list.data?.items ?? [];
  const hasUnread = items.some((item) => !item.read);

  async function handleSelect(notification: NotificationView) {
    if (!notification.read) {
      try {
        await markRead.mutateAsync({ id: notification.id });
      } catch {
        // A failed mark-read must not strand the user here; the badge is re-fetched on settle either way.
      }
    }
    const target = resolveActionTarget(notification.actionUrl, window.location.origin);
    if (!target) return;
    onClose();
    if (target.kind === 'internal') await navigate(target.path);
    else window.location.assign(target.href);
  }

  return (
    <div className="flex max-h-[32rem] flex-col">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id={NOTIFICATIONS_HEADING_ID} className="text-sm font-semibold text-slate-900">
          Notifications
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={!hasUnread || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
          className="text-emerald-800"
        >
          Mark all read
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto">
        {list.isPending ? (
          <Spinner className="py-8 text-sm" />
        ) : list.isError ? (
          <p className="px-4 py-8 text-center text-sm text-red-700">
            Could not load notifications.
          </p>
        ) : items.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600">No notifications</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.id}>
                <NotificationItem notification={item} onSelect={(n) => void handleSelect(n)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-slate-200 px-4 py-3 text-center">
        <Link
          to={PATHS.alerts}
          onClick={onClose}
          className="text-sm font-medium text-emerald-800 hover:underline"
        >
          View all notifications
        </Link>
      </div>
    </div>
  );
}
