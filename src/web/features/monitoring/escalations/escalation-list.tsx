import { formatDate } from '@/shared/format';
import { Link } from 'react-router';
import { EscalationStatusBadge, PriorityBadge } from '../shared/badges';
import { EscalationStatusSelect } from './escalation-status-select';

type EscalationItem = {
  id: string;
  installerId: string;
  installerName: string;
  priority: 'High' | 'Medium';
  status: 'Active' | 'Under Review' | 'Resolved';
  reason: string;
  owner: string | null;
  openedAt: string;
  dueDate: string | null;
  resolvedAt: string | null;
  isOverdue: boolean;
};

type EscalationListProps = { items: readonly EscalationItem[]; canManage: boolean };

export function EscalationList({ items, canManage }: EscalationListProps) {
  return (
    <ul className="space-y-3" aria-label="Escalation cases">
      {items.map((item) => (
        <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/installers/${item.installerId}`}
                  className="font-medium text-emerald-800 underline-offset-2 hover:underline"
                >
                  {item.installerName}
                </Link>
                <PriorityBadge priority={item.priority} />
                <EscalationStatusBadge status={item.status} />
                {item.isOverdue && (
                  <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                    Overdue
                  </span>
                )}
              </div>
              <p className="text-sm text-slate-800">{item.reason}</p>
              <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                <div>
                  <dt className="inline">Owner: </dt>
                  <dd className="inline">{item.owner || 'N/A'}</dd>
                </div>
                <div>
                  <dt className="inline">Opened: </dt>
                  <dd className="inline">{formatDate(item.openedAt)}</dd>
                </div>
                <div>
                  <dt className="inline">Due: </dt>
                  <dd className="inline">{formatDate(item.dueDate)}</dd>
                </div>
                {item.resolvedAt && (
                  <div>
                    <dt className="inline">Resolved: </dt>
                    <dd className="inline">{formatDate(item.resolvedAt)}</dd>
                  </div>
                )}
              </dl>
            </div>
            {canManage && (
              <EscalationStatusSelect
                id={item.id}
                installerName={item.installerName}
                status={item.status}
              />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
