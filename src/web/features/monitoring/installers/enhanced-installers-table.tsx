import { formatDate } from '@shared/format';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
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

const TH = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
const TD = 'px-3 py-3 align-top text-sm text-slate-800';

export function EnhancedInstallersTable({ rows }: { rows: readonly EnhancedInstallerRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Installers under Enhanced monitoring</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              Installer
            </th>
            <th scope="col" className={TH}>
              Risk
            </th>
            <th scope="col" className={TH}>
              Compliance
            </th>
            <th scope="col" className={TH}>
              Enhanced Since
            </th>
            <th scope="col" className={TH}>
              Reason
            </th>
            <th scope="col" className={TH}>
              Next Due
            </th>
            <th scope="col" className={TH}>
              Open Escalations
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={TD}>
                <Link
                  to={`/installers/${row.id}`}
                  className="font-medium text-emerald-800 underline-offset-2 hover:underline"
                >
                  {row.name}
                </Link>
                {row.qmpCertNumber && <p className="text-xs text-slate-600">{row.qmpCertNumber}</p>}
              </td>
              <td className={TD}>
                <RiskScoreBadge score={row.riskScore} />
              </td>
              <td className={TD}>{formatPercent(row.complianceRate)}</td>
              <td className={TD}>{formatDate(row.monitoringStartDate)}</td>
              <td className={cn(TD, 'max-w-xs')}>{row.monitoringReason || 'N/A'}</td>
              <td className={cn(TD, row.isOverdue && 'font-semibold text-red-700')}>
                {formatDate(row.nextDueDate)}
                {row.isOverdue && <span className="block text-xs">Overdue</span>}
              </td>
              <td className={TD}>{row.openEscalations}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
