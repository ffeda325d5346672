import { formatDate } from '@shared/format';
import type { InstallerSortField } from '@shared/installers/catalogue';
import { Link } from 'react-router';
import { buildInstallerPath } from '../../../app/paths';
import { Checkbox } from '../../../components/ui/checkbox';
import { ComplianceBar } from '../shared/compliance-bar';
import type { InstallerRow } from '../shared/installer-types';
import { InstallerStatusBadge, MonitoringBadge } from '../shared/installer-status-badge';
import { RiskBadge } from '../shared/risk-badge';
import { InstallerRowActions } from './installer-row-actions';
import type { InstallerListParams } from './list-params';
import { readPageSelection } from './selection';
import { SortHeader } from './sort-header';

const CELL = 'px-2 py-3 align-top';
const PLAIN_HEADER =
  'px-2 py-2 text-left align-bottom text-xs font-semibold text-slate-700 uppercase';

type InstallersTableProps = {
  rows: readonly InstallerRow[];
  params: InstallerListParams;
  selected: readonly string[];
  onSort: (field: InstallerSortField) => void;
  onToggleRow: (id: string) => void;
  onTogglePage: () => void;
};

export function InstallersTable(props: InstallersTableProps) {
  const { rows, params, selected, onSort, onToggleRow, onTogglePage } = props;
  const pageSelection = readPageSelection(
    selected,
    rows.map((row) => row.id),
  );
  const sortHeader = (field: InstallerSortField) => (
    <SortHeader field={field} params={params} onSort={onSort} />
  );
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-label="Installers" className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="w-10 px-2 py-2 align-bottom">
              <Checkbox
                aria-label="Select all installers on this page"
                checked={pageSelection === 'all'}
                // A native checkbox shows "some selected" only through this DOM property.
                ref={(box) => {
                  if (box) box.indeterminate = pageSelection === 'some';
                }}
                onChange={onTogglePage}
              />
            </th>
            {sortHeader('name')}
            {sortHeader('qmpCertNumber')}
            <th scope="col" className={PLAIN_HEADER}>
              Status
            </th>
            {sortHeader('lastInspection')}
            {sortHeader('nextDueDate')}
            {sortHeader('riskScore')}
            {sortHeader('complianceRate')}
            <th scope="col" className={`${PLAIN_HEADER} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => {
            const isOverdue = row.inspectionStatus === 'Overdue';
            return (
              <tr key={row.id} className="hover:bg-slate-50">
                <td className={CELL}>
                  <Checkbox
                    aria-label={`Select ${row.name}`}
                    checked={selected.includes(row.id)}
                    onChange={() => onToggleRow(row.id)}
                  />
                </td>
                <td className={`${CELL} min-w-44`}>
                  <Link
                    to={buildInstallerPath(row.id)}
                    className="font-semibold text-emerald-800 hover:underline"
                  >
                    {row.name}
                  </Link>
                  <p className="break-all text-slate-600">{row.email || 'N/A'}</p>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{row.qmpCertNumber || 'N/A'}</td>
                <td className={CELL}>
                  <div className="flex flex-col items-start gap-1">
                    <InstallerStatusBadge status={row.status} />
                    <MonitoringBadge type={row.monitoringType} />
                  </div>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{formatDate(row.lastInspection)}</td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <span className={isOverdue ? 'font-semibold text-red-700' : undefined}>
                    {formatDate(row.nextDueDate)}
                  </span>
                  {isOverdue && (
                    <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                      Overdue
                    </span>
                  )}
                </td>
                <td className={CELL}>
                  <RiskBadge score={row.riskScore} />
                </td>
                <td className={CELL}>
                  <ComplianceBar rate={row.complianceRate} />
                </td>
                <td className={`${CELL} text-right`}>
                  <InstallerRowActions id={row.id} name={row.name} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
