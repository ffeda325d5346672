import { formatBadgeCount } from '@shared/format';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc';
import { NOTIFICATIONS_HEADING_ID, NotificationPanel } from './notification-panel';

const UNREAD_REFRESH_MS = 60_000;

export function NotificationBell() {
  const trpc = useTRPC();
  const [isOpen, setIsOpen] = useState(false);
  const unread = useQuery(
    trpc.notifications.unreadCount.queryOptions(undefined, { refetchInterval: UNREAD_REFRESH_MS }),
  );
  const count = unread.data?.count ?? 0;
  const badge = formatBadgeCount(count);

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label="Notifications"
          aria-describedby={badge ? 'notifications-unread-count' : undefined}
          className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <Bell aria-hidden="true" className="h-5 w-5" />
          {badge && (
            <span
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
            >
              {badge}
            </span>
          )}
        </button>
      </Popover.Trigger>
      {badge && (
        <span id="notifications-unread-count" hidden>
          {count} unread
        </span>
      )}
      {/* Rendered in place, not portalled, so the dropdown stays inside the banner landmark. */}
      <Popover.Content
        align="end"
        sideOffset={8}
        aria-labelledby={NOTIFICATIONS_HEADING_ID}
        className="z-50 w-96 max-w-[calc(100vw-2rem)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl"
      >
        <NotificationPanel onClose={() => setIsOpen(false)} />
      </Popover.Content>
    </Popover.Root>
  );
}
