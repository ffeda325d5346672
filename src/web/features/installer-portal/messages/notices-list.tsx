import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { PORTAL_PATHS } from '@/shared/installer-portal/paths';
import { EmptyState, ErrorState } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { describeError } from '@/web/lib/describe-error';
import {
  useMarkPortalNoticesRead,
  usePortalNotices,
  type PortalNotice,
} from './api/use-portal-messages';

/**
 * What InspectHub told the user, also by e-mail: new fails with their deadline, reminders 7 days
 * and 1 day before it and when it passes, decisions on evidence, new messages. Reminders can be
 * muted on the Account page; the notice of a new fail cannot.
 */
export function NoticesList({ onOpenThread }: { onOpenThread: (threadKey: string) => void }) {
  const query = usePortalNotices();
  const markRead = useMarkPortalNoticesRead();
  if (query.isPending) return <Spinner label="Loading your notices" className="py-10" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load your notices"
        message={describeError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  const { notices, muteReminders } = query.data;
  const unread = notices.filter((n) => !n.read).length;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p>
          {muteReminders ? 'Deadline reminders are muted. ' : ''}
          <Link to={PORTAL_PATHS.account} className="text-emerald-800 underline">
            {muteReminders ? 'Turn them back on' : 'Mute deadline reminders'}
          </Link>
        </p>
        {unread > 0 && (
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            onClick={() => markRead.mutate({})}
          >
            Mark all read
          </Button>
        )}
      </div>
      {notices.length === 0 ? (
        <EmptyState
          title="No notices"
          hint="We will tell you here and by e-mail when an item fails or a deadline nears."
        />
      ) : (
        <ul className="space-y-2">
          {notices.map((notice) => (
            <li key={notice.id}>
              <NoticeCard
                notice={notice}
                onOpen={() => {
                  if (!notice.read) markRead.mutate({ id: notice.id });
                  onOpenThread(notice.subjectKey);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NoticeCard({ notice, onOpen }: { notice: PortalNotice; onOpen: () => void }) {
  return (
    <article
      className={cn(
        'rounded-lg border p-3 text-sm',
        notice.read ? 'border-slate-200 bg-white' : 'border-emerald-300 bg-emerald-50',
      )}
    >
      <p className="text-xs text-slate-600">
        <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
        {!notice.read && <span className="ml-2 font-semibold text-emerald-800">New</span>}
      </p>
      <h3 className="mt-1 font-medium text-slate-900">{notice.title}</h3>
      <p className="mt-1 whitespace-pre-wrap text-slate-800">{notice.body}</p>
      <Button variant="link" className="mt-1 min-h-11" onClick={onOpen}>
        Open the conversation
      </Button>
    </article>
  );
}
