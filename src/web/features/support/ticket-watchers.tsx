import { Eye, EyeOff } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { describeError } from '@/web/lib/describe-error';
import { useWatchTicket } from './api/use-ticket-actions';
import type { TicketDetail } from './types';

/** Who is told about new replies and status changes, and the button to join or leave them. */
export function TicketWatchers({ ticket }: { ticket: TicketDetail }) {
  const mutation = useWatchTicket();
  const count = ticket.watchers.length;
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Watchers</h2>
      <p className="mt-1 text-sm text-slate-700" aria-live="polite">
        {count === 0
          ? 'No one is watching this ticket.'
          : `${count} ${count === 1 ? 'person is' : 'people are'} watching: ${ticket.watchers
              .map((w) => w.name)
              .join(', ')}`}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        Watchers are notified of new replies and status changes.
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate({ id: ticket.id, watching: !ticket.watching })}
      >
        {ticket.watching ? (
          <EyeOff aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Eye aria-hidden="true" className="h-4 w-4" />
        )}
        {ticket.watching ? 'Unwatch' : 'Watch'}
      </Button>
      {mutation.error && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {describeError(mutation.error).message}
        </p>
      )}
    </Card>
  );
}
