import { describeTimeLeft } from '@/shared/checklists/remediation';
import { formatDateTime } from '@/shared/format';
import { portalTimeLeft } from '@/shared/installer-portal/views';
import { buildInspectionPath } from '@/web/app/paths';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';
import type { StaffRemediationRow } from './api/use-staff-remediations';

/** The inspection's checklist row, where a coordinator accepts or rejects (existing UI). */
export const checklistLinkOf = (row: StaffRemediationRow) =>
  `${buildInspectionPath(row.inspectionId)}#checklist-row-${row.itemId}`;

/** State, and Late when the remediation was submitted late or is overdue. */
export function StateBadges({ row }: { row: StaffRemediationRow }) {
  const isOverdue =
    row.state !== 'Accepted' && !row.evidenceSubmittedAt && new Date(row.dueAt) < new Date();
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={row.state === 'Evidence submitted' ? 'brand' : 'neutral'}>{row.state}</Badge>
      {row.isLate && <Badge tone="danger">Submitted late</Badge>}
      {isOverdue && <Badge tone="danger">Overdue</Badge>}
    </span>
  );
}

/** What the clock says now: the review window once submitted, else the installer's deadline. */
export function ClockText({ row }: { row: StaffRemediationRow }) {
  if (row.acceptedAt) return <span>Accepted {formatDateTime(row.acceptedAt)}</span>;
  if (row.evidenceSubmittedAt && row.reviewDueAt) {
    const left = describeTimeLeft({ dueAt: row.reviewDueAt, acceptedAt: null });
    return (
      <span>
        Review due {formatDateTime(row.reviewDueAt)} ·{' '}
        <span className={cn('font-semibold', left.isOverdue && 'text-red-700')}>{left.text}</span>
      </span>
    );
  }
  const left = portalTimeLeft(row.dueAt, row.severity);
  return (
    <span>
      Deadline {formatDateTime(row.dueAt)} ·{' '}
      <span className={cn('font-semibold', left.isOverdue && 'text-red-700')}>{left.text}</span>
    </span>
  );
}

/** Who submitted the standing evidence ('NAME (installer)' for a portal user), and when. */
export function SubmittedText({ row }: { row: StaffRemediationRow }) {
  if (!row.evidenceSubmittedAt) return <span className="text-slate-500">Not submitted</span>;
  return (
    <span>
      {formatDateTime(row.evidenceSubmittedAt)}
      {row.submittedByName ? ` by ${row.submittedByName}` : ''}
    </span>
  );
}
