import { formatDateTime } from '@/shared/format';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { NOTIFICATION_TYPE_ICONS } from '../notifications/notification-type-icons';
import { resolveActionTarget } from '../notifications/action-target';
import type { NotificationView } from '../notifications/notification-item';

// Same icons and colours as the bell's dropdown, plus a spoken type for screen readers.

const LINK_CLASS =
  'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-emerald-800 hover:bg-emerald-50';

type AlertItemProps = {
  notification: NotificationView;
  isMarkingRead: boolean;
  onMarkRead: (notification: NotificationView) => void;
  onDelete: (notification: NotificationView) => void;
};

/** One row of the Alerts list: what happened, when, and what can be done with it. */
export function AlertItem({ notification, isMarkingRead, onMarkRead, onDelete }: AlertItemProps) {
  const { icon: Icon, className, label } = NOTIFICATION_TYPE_ICONS[notification.type];
  const target = resolveActionTarget(notification.actionUrl, window.location.origin);
  const { title } = notification;

  return (
    <div
      className={cn(
        'flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start',
        !notification.read && 'bg-emerald-50/60',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 h-5 w-5 shrink-0', className)} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">
            <span className="sr-only">{label}: </span>
            {title}
          </p>
          {!notification.read && (
            <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-medium text-white">
              Unread
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-700">{notification.message}</p>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-slate-600">
          {formatDateTime(notification.createdAt)}
        </time>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1">
        {target?.kind === 'internal' && (
          <Link to={target.path} aria-label={`Open: ${title}`} className={LINK_CLASS}>
            Open
          </Link>
        )}
        {target?.kind === 'external' && (
          <a href={target.href} aria-label={`Open: ${title}`} className={LINK_CLASS}>
            Open
          </a>
        )}
        {!notification.read && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Mark read: ${title}`}
            disabled={isMarkingRead}
            onClick={() => onMarkRead(notification)}
          >
            Mark Read
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete: ${title}`}
          className="text-red-700 hover:bg-red-50"
          onClick={() => onDelete(notification)}
        >
          Delete
        </Button>
      </div>
    </div>
  );
}
