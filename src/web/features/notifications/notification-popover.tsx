import { Popover } from 'radix-ui';
import { useEffect, useRef, type RefObject } from 'react';
import { BellButton } from './notification-bell';
import { NOTIFICATIONS_HEADING_ID, NotificationPanel } from './notification-panel';

/**
 * The bell's dropdown (notification-bell.tsx renders a stand-in button until this chunk is in).
 * `focusTrigger`: the stand-in had the focus when it was replaced.
 */
export default function NotificationPopover(props: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  count: number;
  focusTrigger: RefObject<boolean>;
}) {
  const { isOpen, onOpenChange, count, focusTrigger } = props;
  const trigger = useRef<HTMLButtonElement>(null);
  const openedOnMount = useRef(isOpen);
  useEffect(() => {
    // Not when it opens as it mounts: the popover takes the focus then.
    if (focusTrigger.current && !openedOnMount.current) trigger.current?.focus();
  }, [focusTrigger]);

  return (
    <Popover.Root open={isOpen} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <BellButton ref={trigger} count={count} />
      </Popover.Trigger>
      {/* Rendered in place, not portalled, so the dropdown stays inside the banner landmark. */}
      <Popover.Content
        align="end"
        sideOffset={8}
        aria-labelledby={NOTIFICATIONS_HEADING_ID}
        className="z-50 w-96 max-w-[calc(100vw-2rem)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xl"
      >
        <NotificationPanel onClose={() => onOpenChange(false)} />
      </Popover.Content>
    </Popover.Root>
  );
}
