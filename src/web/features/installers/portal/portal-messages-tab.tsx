import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { MessageComposer, MessageList } from '@/web/components/message-thread';
import { EmptyState, ErrorState } from '@/web/components/query-states';
import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { describeError } from '@/web/lib/describe-error';
import { usePermissions } from '@/web/lib/use-permissions';
import {
  staffMessageFileUrl,
  useInstallerThread,
  useInstallerThreads,
  useMarkInstallerThreadRead,
  useSendInstallerMessage,
} from '../api/use-portal-messages';

/**
 * The installer profile's Messages tab (issue 31 point 5): the portal conversations with this
 * installer's users, the general one and one per failed item, with this user's unread counts.
 * Whoever edits installers replies or adds internal notes the installer never sees.
 */
export function PortalMessagesTab({ installerId }: { installerId: string }) {
  const [params, setParams] = useSearchParams();
  const threads = useInstallerThreads(installerId);
  const selected = params.get('thread') ?? 'general';
  const open = (threadKey: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('thread', threadKey);
        return next;
      },
      { preventScrollReset: true },
    );
  if (threads.isPending) return <Spinner label="Loading portal conversations" className="py-10" />;
  if (threads.isError)
    return (
      <ErrorState
        title="Could not load the portal conversations"
        message={describeError(threads.error).message}
        onRetry={() => void threads.refetch()}
      />
    );
  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
      <nav aria-label="Portal conversations">
        <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 bg-white lg:max-h-none">
          {threads.data.threads.map((t) => (
            <li key={t.threadKey}>
              <button
                type="button"
                aria-current={t.threadKey === selected ? 'true' : undefined}
                onClick={() => open(t.threadKey)}
                className={cn(
                  'flex min-h-11 w-full items-start justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-slate-50',
                  t.threadKey === selected && 'bg-emerald-50',
                )}
              >
                <span className="min-w-0">
                  <span className={cn('block truncate', t.unread > 0 && 'font-semibold')}>
                    {t.title}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {t.reference ?? 'Not about one item'}
                    {t.lastAt ? ` · ${formatDateTime(t.lastAt)}` : ' · no messages'}
                  </span>
                </span>
                {t.unread > 0 && (
                  <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t.unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <StaffThread key={selected} installerId={installerId} threadKey={selected} />
    </div>
  );
}

function StaffThread({ installerId, threadKey }: { installerId: string; threadKey: string }) {
  const query = useInstallerThread(installerId, threadKey);
  const send = useSendInstallerMessage(installerId, threadKey);
  const canWrite = usePermissions().can('installers:edit');
  const markRead = useMarkInstallerThreadRead();
  const mark = useRef(markRead.mutate);
  mark.current = markRead.mutate;
  const count = query.data?.messages.length ?? 0;
  useEffect(() => {
    if (query.isSuccess) mark.current({ installerId, threadKey });
  }, [installerId, threadKey, count, query.isSuccess]);
  if (query.isPending) return <Spinner label="Loading the conversation" className="py-10" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load this conversation"
        message={describeError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <section aria-labelledby="staff-thread-title" className="space-y-3">
      <h3 id="staff-thread-title" className="text-base font-semibold text-slate-900">
        {query.data.title}
      </h3>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
        {query.data.messages.length === 0 ? (
          <EmptyState
            title="No messages yet"
            hint="Messages with the installer's portal users show here."
          />
        ) : (
          <MessageList messages={query.data.messages} fileUrl={staffMessageFileUrl} />
        )}
      </div>
      {canWrite && (
        <MessageComposer
          idPrefix="staff-message"
          allowInternal
          isSending={send.isPending}
          onSend={(message) => send.mutateAsync(message)}
        />
      )}
    </section>
  );
}
