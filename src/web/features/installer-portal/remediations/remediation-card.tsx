import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { portalInspectionPath } from '@/shared/installer-portal/paths';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { Deadline, SeverityLabel } from '../shared-deadline';
import type { PortalRemediation } from './api/use-portal-remediations';
import { RemediationForm } from './remediation-form';

const STATE_TONES = {
  'Needs action': 'danger',
  Rejected: 'danger',
  'Evidence submitted': 'brand',
  Accepted: 'neutral',
} as const;

/** Where the clock stands: running (with time left), stopped at submission, or closed. */
function ClockLine({ item }: { item: PortalRemediation }) {
  if (item.acceptedAt)
    return <p className="text-sm text-slate-700">Accepted {formatDateTime(item.acceptedAt)}</p>;
  if (item.evidenceSubmittedAt)
    return (
      <p className="text-sm text-slate-700">
        Clock stopped: submitted {formatDateTime(item.evidenceSubmittedAt)}
        {item.isLate ? ' (after the deadline, so marked late)' : ' in time'}. Waiting for review.
      </p>
    );
  return <Deadline dueAt={item.dueAt} severity={item.severity} />;
}

/** One failed item: what failed, its state and clock, the files sent, and the form while open. */
export function RemediationCard({ item }: { item: PortalRemediation }) {
  const isOpen = item.state === 'Needs action' || item.state === 'Rejected';
  return (
    <Card role="article" aria-label={`${item.reference} ${item.itemId}`} className="space-y-2 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <SeverityLabel severity={item.severity} />
        <Badge tone={STATE_TONES[item.state]}>
          {item.state === 'Evidence submitted' ? 'Evidence submitted' : item.state}
        </Badge>
        {item.isLate && <Badge tone="danger">Late</Badge>}
        <Link
          to={portalInspectionPath(item.inspectionId)}
          className="font-medium text-emerald-800 hover:underline"
        >
          {item.reference}
        </Link>
      </div>
      <h2 className="text-base font-semibold break-words text-slate-900">
        {item.itemId} {item.label}
      </h2>
      {item.comment && <p className="text-sm text-slate-700">Inspector: {item.comment}</p>}
      <ClockLine item={item} />
      {item.state === 'Rejected' && (
        <p role="note" className="rounded-md bg-red-50 p-2 text-sm text-red-900">
          <span className="font-semibold">Rejected</span>
          {item.rejectedAt ? ` on ${formatDateTime(item.rejectedAt)}` : ''}: {item.rejectionReason}.
          The clock restarted where it stopped.
        </p>
      )}
      {item.lastNote && (
        <p className="text-sm break-words text-slate-700">
          You wrote ({formatDateTime(item.lastNote.submittedAt)}, {item.lastNote.submittedByName}
          ): {item.lastNote.note}
        </p>
      )}
      {item.files.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer">
            {item.files.length} file{item.files.length === 1 ? '' : 's'} sent
          </summary>
          <ul className="mt-1 list-disc pl-5">
            {item.files.map((file) => (
              <li key={file.id} className="break-all">
                {file.fileName} · added {formatDateTime(file.uploadedAt)}
                {file.capturedAt ? ` · taken ${formatDateTime(file.capturedAt)}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      {isOpen && <RemediationForm item={item} />}
    </Card>
  );
}
