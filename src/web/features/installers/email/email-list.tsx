import { formatDateTime } from '@/shared/format';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { useInstallerEmails } from '../api/use-emails';
import type { OutboxEmail } from '../shared/installer-types';
import { QueryBoundary } from '@/web/components/query-states';

const STATUS_TONES: Record<OutboxEmail['status'], string> = {
  draft: 'bg-slate-100 text-slate-800',
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-900',
};

type EmailListProps = { installerId: string; onOpenDraft: (draft: OutboxEmail) => void };

/** Sent, queued and failed e-mails plus the caller's drafts, newest first. */
export function EmailList({ installerId, onOpenDraft }: EmailListProps) {
  const query = useInstallerEmails(installerId);
  return (
    <QueryBoundary query={query} label="Loading e-mails" emptyText="No e-mails yet.">
      {(emails) => (
        <ul className="divide-y divide-slate-200">
          {emails.map((email) => (
            <li key={email.id} className="space-y-1 py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-medium text-slate-900">{email.subject || '(no subject)'}</p>
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold',
                    STATUS_TONES[email.status],
                  )}
                >
                  {email.statusLabel}
                </span>
              </div>
              <p className="text-slate-700">To: {email.to.join(', ') || 'N/A'}</p>
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
                <p>
                  {formatDateTime(email.sentAt ?? email.createdAt)}
                  {email.createdByName && ` · ${email.createdByName}`}
                </p>
                {email.status === 'draft' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Open draft ${email.subject || '(no subject)'}`}
                    onClick={() => onOpenDraft(email)}
                  >
                    Open draft
                  </Button>
                )}
              </div>
              {email.status === 'failed' && email.error && (
                <p className="text-xs text-red-800">{email.error}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryBoundary>
  );
}
