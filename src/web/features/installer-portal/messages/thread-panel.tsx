import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { MessageComposer, MessageList } from '@/web/components/message-thread';
import { ErrorState } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import {
  portalFileUrl,
  useMarkPortalThreadRead,
  usePortalThread,
  useSendPortalMessage,
} from './api/use-portal-messages';

/** One conversation: its messages, marked read while open, and the reply box. */
export function ThreadPanel({ threadKey, onBack }: { threadKey: string; onBack: () => void }) {
  const query = usePortalThread(threadKey);
  const send = useSendPortalMessage(threadKey);
  const markRead = useMarkPortalThreadRead();
  const count = query.data?.messages.length ?? 0;
  const mark = useRef(markRead.mutate);
  mark.current = markRead.mutate;
  useEffect(() => {
    if (query.isSuccess) mark.current({ threadKey });
  }, [threadKey, count, query.isSuccess]);
  return (
    <section aria-labelledby="portal-thread-title" className="space-y-3">
      <Button variant="secondary" size="sm" onClick={onBack} className="min-h-11 lg:hidden">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All conversations
      </Button>
      {query.isPending ? (
        <Spinner label="Loading the conversation" className="py-10" />
      ) : query.isError ? (
        <ErrorState
          title="Could not load this conversation"
          message={describeError(query.error).message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <h2 id="portal-thread-title" className="text-lg font-semibold text-slate-900">
            {query.data.title}
          </h2>
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
            <MessageList messages={query.data.messages} fileUrl={portalFileUrl} />
          </div>
          <MessageComposer
            idPrefix="portal-message"
            isSending={send.isPending}
            onSend={(message) => send.mutateAsync(message)}
          />
        </>
      )}
    </section>
  );
}
