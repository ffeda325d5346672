import { Link } from 'react-router';
import { PORTAL_PATHS, portalInspectionPath } from '@/shared/installer-portal/paths';
import { Card } from '@/web/components/ui/card';
import type { PortalOverview } from '../api/use-portal-overview';
import { Deadline, SeverityLabel } from '../shared-deadline';

/** Failed items waiting for the installer, the earliest deadline first. */
export function OpenItemsCard({ open }: { open: PortalOverview['openItems'] }) {
  return (
    <Card aria-labelledby="open-items-title" role="region" className="p-4 md:p-6">
      <h2 id="open-items-title" className="text-lg font-semibold text-slate-900">
        Open items by deadline
      </h2>
      {open.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          Nothing needs your action: no failed item is waiting for remediation.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {open.items.map((item) => (
            <li key={`${item.inspectionId}:${item.itemId}`} className="space-y-1 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <SeverityLabel severity={item.severity} />
                <Link
                  to={portalInspectionPath(item.inspectionId)}
                  className="font-medium text-emerald-800 hover:underline"
                >
                  {item.reference}
                </Link>
                {item.status === 'Rejected' && (
                  <span className="text-xs font-semibold text-red-700">Evidence rejected</span>
                )}
              </div>
              <p className="text-sm text-slate-900">{item.label}</p>
              <p className="text-xs text-slate-600">{item.propertyAddress}</p>
              <Deadline dueAt={item.dueAt} severity={item.severity} />
            </li>
          ))}
        </ul>
      )}
      {open.total > open.items.length && (
        <p className="mt-2 text-sm text-slate-700">
          Showing {open.items.length} of {open.total}.{' '}
          <Link to={PORTAL_PATHS.remediations} className="font-medium text-emerald-800 underline">
            See them all in Remediations
          </Link>
        </p>
      )}
    </Card>
  );
}
