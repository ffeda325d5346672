import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '@/shared/support/catalogue';
import type { UpdateTicketInput } from '@/shared/support/ticket-inputs';
import { FormField } from '@/web/components/form-field';
import { Card } from '@/web/components/ui/card';
import { Select } from '@/web/components/ui/select';
import { useTicketHandlers } from './api/use-support-queries';
import { useUpdateTicket } from './api/use-ticket-actions';
import { MergeTicket } from './merge-ticket';
import type { TicketDetail } from './types';

/** For handlers: each change saves at once and lands in the history. */
export function TicketControls({ ticket }: { ticket: TicketDetail }) {
  const handlers = useTicketHandlers();
  const update = useUpdateTicket();
  const change = (patch: Omit<UpdateTicketInput, 'id'>) =>
    update.mutate({ id: ticket.id, ...patch });
  return (
    <Card className="space-y-4 p-6">
      <h2 className="text-lg font-semibold text-slate-900">Handling</h2>
      <FormField id="ticket-status" label="Status">
        {(c) => (
          <Select
            id={c.id}
            value={ticket.status}
            disabled={update.isPending}
            onChange={(event) => change({ status: event.target.value as TicketStatus })}
          >
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TICKET_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="ticket-priority-change" label="Priority">
        {(c) => (
          <Select
            id={c.id}
            value={ticket.priority}
            disabled={update.isPending}
            onChange={(event) => change({ priority: event.target.value as TicketPriority })}
          >
            {TICKET_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {TICKET_PRIORITY_LABELS[priority]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="ticket-assignee" label="Assignee">
        {(c) => (
          <Select
            id={c.id}
            value={ticket.assigneeId ?? ''}
            disabled={update.isPending || handlers.isPending}
            onChange={(event) => change({ assigneeId: event.target.value || null })}
          >
            <option value="">Unassigned</option>
            {/* Keep a former handler visible while they are still the assignee. */}
            {ticket.assigneeId && !handlers.data?.some((h) => h.id === ticket.assigneeId) && (
              <option value={ticket.assigneeId}>{ticket.assigneeName ?? 'Former user'}</option>
            )}
            {handlers.data?.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {!ticket.mergedIntoId && <MergeTicket ticket={ticket} />}
    </Card>
  );
}
