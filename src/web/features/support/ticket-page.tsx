import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { TICKET_CATEGORY_LABELS } from '@/shared/support/catalogue';
import { buildSupportTicketPath, PATHS } from '@/web/app/paths';
import { Alert } from '@/web/components/ui/alert';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Card } from '@/web/components/ui/card';
import { describeError } from '@/web/lib/describe-error';
import { cn } from '@/web/lib/cn';
import { useTicket } from './api/use-support-queries';
import { AttachmentList } from './attachment-list';
import { ReplyForm } from './reply-form';
import { SlaText } from './sla-badge';
import { TicketControls } from './ticket-controls';
import { TicketFilesForm } from './ticket-files-form';
import { TicketWatchers } from './ticket-watchers';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { describeTicketEvent } from './ticket-history';
import type { TicketAttachment, TicketDetail } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /support/:id: the conversation, the reply box and, for handlers, status and assignee. */
export function TicketPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const isValidId = UUID.test(id);
  const ticket = useTicket(id, isValidId);
  const back = (
    <Link
      to={PATHS.support}
      className="inline-flex items-center gap-1 text-sm font-medium text-emerald-800 underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Support
    </Link>
  );
  if (!isValidId || describeError(ticket.error).isNotFound) {
    return (
      <div className="mx-auto max-w-5xl space-y-4">
        {back}
        <EmptyState title="Ticket not found" hint="It may not be yours, or the link is wrong." />
      </div>
    );
  }
  if (ticket.isPending) return <TableSkeleton label="Loading the ticket" />;
  if (ticket.isError) {
    return (
      <ErrorState
        title="Could not load the ticket"
        message={describeError(ticket.error).message}
        onRetry={() => void ticket.refetch()}
      />
    );
  }
  const t = ticket.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {back}
      <TicketHeading ticket={t} />
      {t.mergedIntoId && (
        <Alert tone="info" role="status">
          This ticket was merged into{' '}
          <Link to={buildSupportTicketPath(t.mergedIntoId)} className="font-medium underline">
            another ticket
          </Link>
          ; the conversation continues there.
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Conversation ticket={t} />
          {t.status === 'closed' ? (
            <p className="text-sm text-slate-600">
              This ticket is closed. Open a new ticket to continue.
            </p>
          ) : (
            <ReplyForm ticket={t} autoFocus={searchParams.get('reply') === '1'} />
          )}
        </div>
        <div className="space-y-6">
          {t.isHandler && <TicketControls ticket={t} />}
          <TicketWatchers ticket={t} />
          {t.status !== 'closed' && <TicketFilesForm ticket={t} />}
          <History ticket={t} />
        </div>
      </div>
    </div>
  );
}

/** Reference, subject, status, priority, category, requester, date and the SLA clock. */
function TicketHeading({ ticket: t }: { ticket: TicketDetail }) {
  return (
    <div>
      <p className="text-sm text-slate-600">{t.reference}</p>
      <h1 className="text-2xl font-semibold break-words text-slate-900">{t.subject}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <TicketStatusBadge status={t.status} />
        <TicketPriorityBadge priority={t.priority} />
        <span>{TICKET_CATEGORY_LABELS[t.category]}</span>
        <span>· Raised by {t.requesterName ?? 'N/A'}</span>
        <span>· {formatDateTime(t.createdAt)}</span>
      </div>
      {t.sla && (
        <p className="mt-2">
          <SlaText sla={t.sla} />
          <span className="text-sm text-slate-600"> (business hours, Mon–Fri 09:00–17:00)</span>
        </p>
      )}
    </div>
  );
}

/** The description, then every reply and internal note, oldest first. */
function Conversation({ ticket: t }: { ticket: TicketDetail }) {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Conversation</h2>
      <ol aria-label="Conversation" className="mt-4 space-y-4">
        <Message
          author={t.requesterName ?? 'Requester'}
          at={t.createdAt}
          body={t.description}
          attachments={t.attachments}
        />
        {t.messages.map((m) => (
          <Message
            key={m.id}
            author={m.authorName ?? 'Former user'}
            at={m.createdAt}
            body={m.body}
            internal={m.internal}
            attachments={m.attachments}
          />
        ))}
      </ol>
    </Card>
  );
}

function Message(props: {
  author: string;
  at: string;
  body: string;
  internal?: boolean;
  attachments: readonly TicketAttachment[];
}) {
  return (
    <li
      className={cn(
        'rounded-lg border p-4',
        props.internal ? 'border-amber-200 bg-amber-50' : 'border-slate-200 bg-white',
      )}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{props.author}</span>
        <span>{formatDateTime(props.at)}</span>
        {props.internal && (
          <span className="inline-flex items-center gap-1 font-medium text-amber-900">
            <Lock aria-hidden="true" className="h-3.5 w-3.5" />
            Internal note
          </span>
        )}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">{props.body}</p>
      <AttachmentList files={props.attachments} />
    </li>
  );
}

function History({ ticket }: { ticket: TicketDetail }) {
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">History</h2>
      {ticket.history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No changes yet.</p>
      ) : (
        <ol aria-label="History" className="mt-3 space-y-2 text-sm text-slate-700">
          {ticket.history.map((event) => (
            <li key={event.id}>
              <span className="font-medium text-slate-900">{event.actorName ?? 'System'}</span>{' '}
              {describeTicketEvent(event)}
              <span className="block text-xs text-slate-600">
                {formatDateTime(event.createdAt)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
