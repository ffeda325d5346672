import { Link } from 'react-router';
import { itemThreadKey } from '@/shared/installer-portal/messages';
import { buildInspectionPath } from '@/web/app/paths';
import { useRemediationClocks } from './api/use-checklist-queries';
import { RemediationClock } from './remediation-clock';

/** The item's portal conversation on the installer's profile (docs/installer-portal.md). */
const portalThreadPath = (installerId: string, inspectionId: string, itemId: string) =>
  `/installers/${installerId}?tab=messages&thread=${encodeURIComponent(itemThreadKey(inspectionId, itemId))}`;

type Filter = { defectId: string } | { followupId: string } | { installerId: string };

/** Remediation clocks of failed checklist items for a defect, a follow-up or an installer. */
export function RemediationClocks({ filter, title }: { filter: Filter; title?: string }) {
  const clocks = useRemediationClocks(filter);
  if (!clocks.data || clocks.data.length === 0) return null;
  return (
    <section aria-label={title ?? 'Remediation clocks'} className="space-y-2">
      {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
      <ul className="space-y-2">
        {clocks.data.map((clock) => (
          <li
            key={`${clock.inspectionId}:${clock.itemId}`}
            className="rounded-md border border-slate-200 p-3 text-sm"
          >
            <p className="font-medium text-slate-900">
              <Link
                className="text-emerald-800 hover:underline"
                to={buildInspectionPath(clock.inspectionId)}
              >
                {clock.reference}
              </Link>{' '}
              · {clock.itemId} {clock.label}
              {clock.severity ? ` · ${clock.severity}` : ' · severity not classified'}
            </p>
            <RemediationClock clock={clock} />
            {clock.installerId && (
              <Link
                className="mt-1 inline-block text-emerald-800 hover:underline"
                to={portalThreadPath(clock.installerId, clock.inspectionId, clock.itemId)}
              >
                Messages with the installer about this item
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
