import { formatBadgeCount } from '@/shared/format';
import { usePortalUnread } from './api/use-portal-messages';

/** The portal menu's count on Messages: unread messages from staff plus unread notices. */
export function MessagesNavBadge({ compact }: { compact: boolean }) {
  const text = formatBadgeCount(usePortalUnread().data?.total ?? 0);
  if (!text) return null;
  return (
    <span
      className={
        compact
          ? 'absolute top-1 right-1/4 rounded-full bg-emerald-700 px-1.5 text-[10px] leading-4 font-semibold text-white'
          : 'ml-auto rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white'
      }
    >
      {text}
      <span className="sr-only"> unread</span>
    </span>
  );
}
