import { formatDateTime } from '@/shared/format';
import { Card } from '@/web/components/ui/card';
import type { PortalInspectionDetail } from '../api/use-portal-inspections';
import { Deadline, SeverityLabel } from '../shared-deadline';

type FailedItem = PortalInspectionDetail['failedItems'][number];

/** Where the item's remediation stands, in the installer's words. */
function ItemState({ item }: { item: FailedItem }) {
  if (item.acceptedAt)
    return (
      <p className="text-sm text-emerald-800">
        Remediation accepted {formatDateTime(item.acceptedAt)}
      </p>
    );
  if (item.evidenceSubmittedAt)
    return (
      <p className="text-sm text-slate-700">
        Evidence submitted {formatDateTime(item.evidenceSubmittedAt)}
        {item.submittedLate ? ' (after the deadline)' : ''}: waiting for review
      </p>
    );
  return item.dueAt ? <Deadline dueAt={item.dueAt} severity={item.severity} /> : null;
}

/** The inspection's failed items: what failed, how serious, what the inspector said, the clock. */
export function FailedItemsList({ items }: { items: readonly FailedItem[] }) {
  return (
    <Card aria-labelledby="failed-items-title" role="region" className="p-4 md:p-6">
      <h2 id="failed-items-title" className="text-lg font-semibold text-slate-900">
        Failed items
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No item failed on this inspection.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.itemId} className="space-y-1 py-3">
              <div className="flex flex-wrap items-center gap-2">
                <SeverityLabel severity={item.severity} />
                <span className="text-xs text-slate-600">{item.itemId}</span>
              </div>
              <p className="font-medium text-slate-900">{item.label}</p>
              <p className="text-sm text-slate-700">
                <span className="font-medium">Inspector’s comment:</span>{' '}
                {item.comment || 'No comment'}
              </p>
              {item.rejectionReason && (
                <p className="text-sm text-red-800">
                  <span className="font-medium">Evidence rejected:</span> {item.rejectionReason}
                </p>
              )}
              <ItemState item={item} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
