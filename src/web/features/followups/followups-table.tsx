import { FOLLOWUP_TYPE_LABELS } from '@shared/followups/catalogue';
import { canCompleteFollowup } from '@shared/followups/rules';
import { formatDate } from '@shared/format';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Progress } from '../../components/ui/progress';
import { buildInspectionPath } from '../../app/paths';
import { FollowupStatusBadge, PriorityBadge } from './followup-badges';
import type { FollowupRow } from './followup-types';

type FollowupsTableProps = {
  rows: readonly FollowupRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, isSelected: boolean) => void;
  onToggleAll: (isSelected: boolean) => void;
  canManage: boolean;
  completingId: string | null;
  onComplete: (row: FollowupRow) => void;
  onEditProgress: (row: FollowupRow, opener: HTMLElement) => void;
};

export function FollowupsTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  canManage,
  completingId,
  onComplete,
  onEditProgress,
}: FollowupsTableProps) {
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someSelected = rows.some((r) => selected.has(r.id));
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Follow-up items</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <Checkbox
                aria-label="Select all follow-ups on this page"
                checked={allSelected}
                ref={(el) => {
                  if (el) el.indeterminate = someSelected && !allSelected;
                }}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Follow-up
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Related
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Priority
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Assignee
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Due
            </th>
            <th scope="col" className="w-40 px-4 py-3 font-semibold">
              Progress
            </th>
            {canManage && (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="px-4 py-3">
                <Checkbox
                  aria-label={`Select ${row.title}`}
                  checked={selected.has(row.id)}
                  onChange={(e) => onToggle(row.id, e.target.checked)}
                />
              </td>
              <td className="max-w-md px-4 py-3">
                <p className="font-medium text-slate-900">{row.title}</p>
                <p className="text-xs text-slate-600">{FOLLOWUP_TYPE_LABELS[row.type]}</p>
                {row.description && (
                  <p className="mt-1 line-clamp-2 text-slate-700">{row.description}</p>
                )}
              </td>
              <td className="px-4 py-3">
                {row.inspectionId ? (
                  <Link
                    to={buildInspectionPath(row.inspectionId)}
                    className="font-medium text-emerald-800 underline-offset-2 hover:underline"
                  >
                    {row.inspectionReference}
                  </Link>
                ) : (
                  <span className="text-slate-600">N/A</span>
                )}
                {row.defectReference && (
                  <p className="text-xs text-slate-600">{row.defectReference}</p>
                )}
              </td>
              <td className="px-4 py-3">
                <PriorityBadge priority={row.priority} />
              </td>
              <td className="px-4 py-3">
                <FollowupStatusBadge status={row.status} />
              </td>
              <td className="px-4 py-3 text-slate-800">{row.assigneeName ?? 'Unassigned'}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-800">
                {formatDate(row.dueDate)}
                {row.completedAt && (
                  <p className="text-xs text-slate-600">Completed {formatDate(row.completedAt)}</p>
                )}
              </td>
              <td className="px-4 py-3">
                <Progress value={row.progress} label={`Progress of ${row.title}`} />
                <p className="mt-1 text-xs text-slate-600">{row.progress}%</p>
              </td>
              {canManage && (
                <td className="px-4 py-3">
                  {canCompleteFollowup(row.status) && (
                    <div className="flex justify-end gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Update progress of ${row.title}`}
                        onClick={(e) => onEditProgress(row, e.currentTarget)}
                      >
                        Progress
                      </Button>
                      <Button
                        size="sm"
                        aria-label={`Complete ${row.title}`}
                        disabled={completingId === row.id}
                        onClick={() => onComplete(row)}
                      >
                        Complete
                      </Button>
                    </div>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
