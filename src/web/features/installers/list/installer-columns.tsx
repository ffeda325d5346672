import { formatDate } from '@/shared/format';
import type { InstallerSortField } from '@/shared/installers/catalogue';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { buildInstallerPath } from '@/web/app/paths';
import { ComplianceBar } from '../shared/compliance-bar';
import type { InstallerRow } from '../shared/installer-types';
import { InstallerStatusBadge, MonitoringBadge } from '../shared/installer-status-badge';
import { RiskBadge } from '../shared/risk-badge';

const column = createColumnHelper<InstallerRow>();

/** Column ids are the server's sort fields, so each of these headers sorts the list. */
export const SORTABLE_COLUMNS: readonly InstallerSortField[] = [
  'name',
  'qmpCertNumber',
  'lastInspection',
  'nextDueDate',
  'riskScore',
  'complianceRate',
];

export const INSTALLER_COLUMNS = [
  column.display({
    id: 'name',
    header: 'Name',
    meta: { card: 'title', className: 'min-w-44' },
    cell: ({ row: { original: row } }) => (
      <>
        <Link
          to={buildInstallerPath(row.id)}
          className="font-semibold text-emerald-800 hover:underline"
        >
          {row.name}
        </Link>
        <p className="break-all text-slate-600">{row.email || 'N/A'}</p>
      </>
    ),
  }),
  column.display({
    id: 'qmpCertNumber',
    header: 'QMP Cert Number',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => row.original.qmpCertNumber || 'N/A',
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: row } }) => (
      <div className="flex flex-col items-start gap-1">
        <InstallerStatusBadge status={row.status} />
        <MonitoringBadge type={row.monitoringType} />
      </div>
    ),
  }),
  column.display({
    id: 'lastInspection',
    header: 'Last Inspection',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => formatDate(row.original.lastInspection),
  }),
  column.display({
    id: 'nextDueDate',
    header: 'Next Due Date',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: row } }) => {
      const isOverdue = row.inspectionStatus === 'Overdue';
      return (
        <>
          <span className={isOverdue ? 'font-semibold text-red-700' : undefined}>
            {formatDate(row.nextDueDate)}
          </span>
          {isOverdue && (
            <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
              Overdue
            </span>
          )}
        </>
      );
    },
  }),
  column.display({
    id: 'riskScore',
    header: 'Risk Score',
    cell: ({ row }) => <RiskBadge score={row.original.riskScore} />,
  }),
  column.display({
    id: 'complianceRate',
    header: 'Compliance Rate',
    cell: ({ row }) => <ComplianceBar rate={row.original.complianceRate} />,
  }),
];
