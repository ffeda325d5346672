import { formatBadgeCount } from '@/shared/format';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentPropsWithRef } from 'react';
import { useDeferredControl } from '@/web/lib/use-deferred-control';
import { useUnreadCount } from './api/use-notification-queries';

// Radix's popover (with its positioning library) and the panel are not needed for a page's
// first paint: a stand-in button shows until the browser is idle or the bell is pressed.
const loadPopover = () => import('./notification-popover');
const NotificationPopover = lazy(loadPopover);

/** The bell with its unread badge (the popover's trigger, and its stand-in). */
export function BellButton({
  count,
  ...props
}: { count: number } & ComponentPropsWithRef<'button'>) {
  const badge = formatBadgeCount(count);
  return (
    <button
      type="button"
      aria-label="Notifications"
      aria-describedby={badge ? 'notifications-unread-count' : undefined}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      {...props}
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
  );
}

export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const unread = useUnreadCount();
  const count = unread.data?.count ?? 0;
  const control = useDeferredControl(loadPopover);
  const standIn = (
    <BellButton
      count={count}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...control.standInProps}
      // Opens on the press (as the menu does): the popover can replace the stand-in before the
      // release, and the click then goes to neither. A click (keyboard) opens it too.
      onPointerDown={(event) => {
        control.standInProps.onPointerDown(event);
        if (event.button === 0 && !event.ctrlKey) setIsOpen(true);
      }}
      onClick={() => {
        control.standInProps.onClick();
        setIsOpen(true);
      }}
    />
  );

  return (
    <>
      {control.ready ? (
        <Suspense fallback={standIn}>
          <NotificationPopover
            isOpen={isOpen}
            onOpenChange={setIsOpen}
            count={count}
            focusTrigger={control.hadFocus}
          />
        </Suspense>
      ) : (
        standIn
      )}
      {formatBadgeCount(count) && (
        <span id="notifications-unread-count" hidden>
          {count} unread
        </span>
      )}
    </>
  );
}
