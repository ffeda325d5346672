import { formatDate } from '@/shared/format';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { buildInstallerPath } from '@/web/app/paths';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TablePagination, TableQuery } from '@/web/components/data-table/types';
import { cn } from '@/web/lib/cn';
import { RiskScoreBadge } from '../shared/badges';
import { formatPercent } from '../shared/monitoring-format';

type EnhancedInstallerRow = {
  id: string;
  name: string;
  qmpCertNumber: string | null;
  riskScore: number;
  complianceRate: number | null;
  monitoringStartDate: string | null;
  monitoringReason: string | null;
  nextDueDate: string | null;
  openEscalations: number;
  isOverdue: boolean;
};

const column = createColumnHelper<EnhancedInstallerRow>();

const ENHANCED_COLUMNS = [
  column.display({
    id: 'installer',
    header: 'Installer',
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <>
        <Link
          to={buildInstallerPath(row.id)}
          className="font-medium text-emerald-800 underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
        {row.qmpCertNumber && <p className="text-xs text-slate-600">{row.qmpCertNumber}</p>}
      </>
    ),
  }),
  column.display({
    id: 'risk',
    header: 'Risk',
    cell: ({ row: { original: row } }) => <RiskScoreBadge score={row.riskScore} />,
  }),
  column.display({
    id: 'compliance',
    header: 'Compliance',
    cell: ({ row: { original: row } }) => formatPercent(row.complianceRate),
  }),
  column.display({
    id: 'enhancedSince',
    header: 'Enhanced Since',
    cell: ({ row: { original: row } }) => formatDate(row.monitoringStartDate),
  }),
  column.display({
    id: 'reason',
    header: 'Reason',
    meta: { className: 'max-w-xs' },
    cell: ({ row: { original: row } }) => row.monitoringReason || 'N/A',
  }),
  column.display({
    id: 'nextDue',
    header: 'Next Due',
    cell: ({ row: { original: row } }) => (
      <span className={cn(row.isOverdue && 'font-semibold text-red-700')}>
        {formatDate(row.nextDueDate)}
        {row.isOverdue && <span className="block text-xs">Overdue</span>}
      </span>
    ),
  }),
  column.display({
    id: 'openEscalations',
    header: 'Open Escalations',
    cell: ({ row: { original: row } }) => row.openEscalations,
  }),
];

type EnhancedInstallersTableProps = {
  query: TableQuery;
  rows: readonly EnhancedInstallerRow[] | undefined;
  emptyHint: string;
  pagination: TablePagination | undefined;
};

/** The installer's name links to its profile, so rows need no action column. */
export function EnhancedInstallersTable({ emptyHint, ...props }: EnhancedInstallersTableProps) {
  return (
    <DataTable<EnhancedInstallerRow>
      {...props}
      label="Installers under Enhanced monitoring"
      loadingLabel="Loading enhanced installers"
      errorTitle="Could not load enhanced installers"
      columns={ENHANCED_COLUMNS}
      getRowId={(row) => row.id}
      empty={{ title: 'No enhanced installers', hint: emptyHint }}
    />
  );
}
