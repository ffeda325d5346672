import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format';
import { TICKET_CATEGORY_LABELS } from '@/shared/support/catalogue';
import { buildSupportTicketPath } from '@/web/app/paths';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TablePagination, TableQuery } from '@/web/components/data-table/types';
import { buttonClass } from '@/web/components/ui/button-variants';
import { SlaText } from './sla-badge';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import type { TicketRow } from './types';

const column = createColumnHelper<TicketRow>();

const TICKET_COLUMNS = [
  column.display({
    id: 'ticket',
    header: 'Ticket',
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <>
        <Link
          to={buildSupportTicketPath(row.id)}
          className="font-medium text-emerald-800 underline"
        >
          {row.subject}
        </Link>
        <p className="text-xs text-slate-600">{row.reference}</p>
      </>
    ),
  }),
  column.display({
    id: 'category',
    header: 'Category',
    cell: ({ row: { original: row } }) => TICKET_CATEGORY_LABELS[row.category],
  }),
  column.display({
    id: 'priority',
    header: 'Priority',
    cell: ({ row: { original: row } }) => <TicketPriorityBadge priority={row.priority} />,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: row } }) => <TicketStatusBadge status={row.status} />,
  }),
  column.display({
    id: 'sla',
    header: 'Service level',
    cell: ({ row: { original: row } }) => <SlaText sla={row.sla} />,
  }),
  column.display({
    id: 'requester',
    header: 'Requester',
    cell: ({ row: { original: row } }) => row.requesterName ?? 'N/A',
  }),
  column.display({
    id: 'assignee',
    header: 'Assignee',
    cell: ({ row: { original: row } }) => row.assigneeName ?? 'Unassigned',
  }),
  column.display({
    id: 'created',
    header: 'Created',
    cell: ({ row: { original: row } }) => formatDate(row.createdAt),
  }),
];

type TicketsTableProps = {
  query: TableQuery;
  rows: readonly TicketRow[] | undefined;
  empty: { title: string; hint: string };
  pagination: TablePagination | undefined;
};

/** The ticket list; View opens the ticket, Reply opens it at the reply box. */
export function TicketsTable(props: TicketsTableProps) {
  return (
    <DataTable<TicketRow>
      {...props}
      label="Support tickets"
      columns={TICKET_COLUMNS}
      getRowId={(row) => row.id}
      rowActions={(row, layout) => (
        <div className={layout === 'card' ? 'flex flex-1 gap-2' : 'flex justify-end gap-2'}>
          <Link
            to={buildSupportTicketPath(row.id)}
            aria-label={`View ${row.reference}`}
            className={buttonClass({ variant: 'secondary', size: layout === 'card' ? 'md' : 'sm' })}
          >
            View
          </Link>
          {row.status !== 'closed' && (
            <Link
              to={buildSupportTicketPath(row.id, { reply: true })}
              aria-label={`Reply to ${row.reference}`}
              className={buttonClass({ size: layout === 'card' ? 'md' : 'sm' })}
            >
              Reply
            </Link>
          )}
        </div>
      )}
    />
  );
}
