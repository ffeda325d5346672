import type { NotificationType } from '@/shared/notifications';
import { formatRelativeAge } from '@/shared/format';
import { cn } from '@/web/lib/cn';
import { NOTIFICATION_TYPE_ICONS } from './notification-type-icons';

export type NotificationView = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string | null;
  read: boolean;
  createdAt: string;
};

type Props = { notification: NotificationView; onSelect: (notification: NotificationView) => void };

export function NotificationItem({ notification, onSelect }: Props) {
  const { icon: Icon, className } = NOTIFICATION_TYPE_ICONS[notification.type];
  return (
    <button
      type="button"
      onClick={() => onSelect(notification)}
      className={cn(
        'flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none',
        !notification.read && 'bg-emerald-50/60',
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 h-5 w-5 shrink-0', className)} />
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className="text-sm font-semibold text-slate-900">{notification.title}</span>
          {!notification.read && (
            <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-emerald-700">
              <span className="sr-only">Unread</span>
            </span>
          )}
        </span>
        <span className="mt-0.5 block text-sm text-slate-700">{notification.message}</span>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-slate-600">
          {formatRelativeAge(notification.createdAt)}
        </time>
      </span>
    </button>
  );
}
