import { formatDate } from '@/shared/format';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { buildInspectionPath } from '@/web/app/paths';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TableQuery } from '@/web/components/data-table/types';
import { Card } from '@/web/components/ui/card';
import { StatusBadge } from '@/web/components/inspection-status-badge';
import type { RecentInspection } from '../shared/installer-types';

const column = createColumnHelper<RecentInspection>();

const RECENT_COLUMNS = [
  column.display({
    id: 'reference',
    header: 'Reference',
    meta: { card: 'title' },
    cell: ({ row: { original: inspection } }) => (
      <Link
        to={buildInspectionPath(inspection.id)}
        className="font-medium text-emerald-800 hover:underline"
      >
        {inspection.reference}
      </Link>
    ),
  }),
  column.accessor('measureLabel', { header: 'Measure' }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: inspection } }) => <StatusBadge status={inspection.status} />,
  }),
  column.display({
    id: 'date',
    header: 'Date',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: inspection } }) => formatDate(inspection.date),
  }),
  column.accessor('rating', { header: 'Rating' }),
];

// The rows arrive with the installer's profile, which the page has already loaded (or shown
// its own loading and error for), so the table itself never waits or fails.
const LOADED: TableQuery = {
  isPending: false,
  isError: false,
  error: null,
  refetch: () => undefined,
};

/** The installer's latest inspections: a short list, so no pagination. */
export function RecentInspectionsCard({
  inspections,
}: {
  inspections: readonly RecentInspection[];
}) {
  return (
    <Card className="p-5">
      <section aria-labelledby="recent-inspections-heading" className="space-y-3">
        <h2 id="recent-inspections-heading" className="text-base font-semibold text-slate-900">
          Recent inspections
        </h2>
        <DataTable<RecentInspection>
          label="Recent inspections"
          columns={RECENT_COLUMNS}
          rows={inspections}
          getRowId={(inspection) => inspection.id}
          query={LOADED}
          empty={{
            title: 'No inspections recorded yet',
            hint: "Inspections of this installer's work will be listed here.",
          }}
        />
      </section>
    </Card>
  );
}
