import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { formatBadgeCount } from '@/shared/format';
import { UnderlineTabList } from '@/web/components/ui/underline-tab-list';
import { usePortalUnread } from './api/use-portal-messages';
import { NoticesList } from './notices-list';
import { ThreadList } from './thread-list';
import { ThreadPanel } from './thread-panel';

const VIEWS = ['messages', 'notices'] as const;
type View = (typeof VIEWS)[number];

/**
 * /portal/messages (issue 31 points 5-6): the installer's threads with staff (a general one and
 * one per failed item) and the notices InspectHub sent (new fails, deadlines, decisions). The
 * open thread and tab live in the URL (?thread=, ?view=notices), so an e-mailed link and Back
 * work. On a phone the list and the thread take turns; from lg they sit side by side.
 */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'notices' ? 'notices' : 'messages';
  const threadKey = params.get('thread');
  const unread = usePortalUnread().data;
  const openThread = (key: string | null) =>
    setParams(key ? { thread: key } : {}, { preventScrollReset: true });
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Messages</h1>
      <Tabs.Root
        value={view}
        onValueChange={(value) => setParams(value === 'notices' ? { view: 'notices' } : {})}
        className="space-y-4"
      >
        <UnderlineTabList label="Messages and notices" values={VIEWS} active={view}>
          {(value) => (
            <>
              {value === 'messages' ? 'Messages' : 'Notices'}
              <UnreadBadge count={value === 'messages' ? unread?.messages : unread?.notices} />
            </>
          )}
        </UnderlineTabList>
        <Tabs.Content value="messages" className="focus-visible:outline-none">
          <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
            <div className={threadKey ? 'hidden lg:block' : undefined}>
              <ThreadList selected={threadKey} onOpen={openThread} />
            </div>
            {threadKey ? (
              <ThreadPanel key={threadKey} threadKey={threadKey} onBack={() => openThread(null)} />
            ) : (
              <p className="hidden text-sm text-slate-600 lg:block">
                Choose a conversation to read it and reply.
              </p>
            )}
          </div>
        </Tabs.Content>
        <Tabs.Content value="notices" className="focus-visible:outline-none">
          <NoticesList onOpenThread={openThread} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function UnreadBadge({ count }: { count: number | undefined }) {
  const text = formatBadgeCount(count ?? 0);
  if (!text) return null;
  return (
    <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
      {text}
      <span className="sr-only"> unread</span>
    </span>
  );
}
