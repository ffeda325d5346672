import { REVIEW_STATUS_LABELS } from '@shared/document-reviews/schemas';
import { formatDate, formatDateTime } from '@shared/format';
import { Download, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buildInstallerPath } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatAge, formatFileSize } from './review-params';
import type { ReviewItem } from './review-types';

const CELL = 'px-3 py-3 align-top';
const HEADER = 'px-3 py-2 text-left text-xs font-semibold text-slate-700 uppercase';
const TONES = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

type ReviewTableProps = {
  items: readonly ReviewItem[];
  busyId: string | null;
  onPreview: (item: ReviewItem) => void;
  onApprove: (item: ReviewItem) => void;
  onReject: (item: ReviewItem) => void;
};

export function ReviewTable({ items, busyId, onPreview, onApprove, onReject }: ReviewTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table aria-label="Documents" className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={HEADER}>
              Document
            </th>
            <th scope="col" className={HEADER}>
              Installer
            </th>
            <th scope="col" className={HEADER}>
              Uploaded
            </th>
            <th scope="col" className={HEADER}>
              Status
            </th>
            <th scope="col" className={`${HEADER} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {items.map((item) => (
            <tr key={item.id} className="hover:bg-slate-50">
              <td className={CELL}>
                <div className="font-medium text-slate-900">{item.name}</div>
                <div className="text-xs text-slate-600">
                  {item.type} · {formatFileSize(item.size)}
                  {item.expiryDate ? ` · expires ${formatDate(item.expiryDate)}` : ''}
                </div>
              </td>
              <td className={CELL}>
                <Link
                  to={buildInstallerPath(item.installerId)}
                  className="text-emerald-800 underline hover:text-emerald-900"
                >
                  {item.installerName}
                </Link>
              </td>
              <td className={CELL}>
                <div>{formatDate(item.uploadedAt)}</div>
                <div className="text-xs text-slate-600">
                  {formatAge(item.uploadedAt)}
                  {item.uploadedByName ? ` · ${item.uploadedByName}` : ''}
                </div>
              </td>
              <td className={CELL}>
                <span
                  className={cn(
                    'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
                    TONES[item.status],
                  )}
                >
                  {REVIEW_STATUS_LABELS[item.status]}
                </span>
                {item.decidedAt && (
                  <div className="mt-1 text-xs text-slate-600">
                    {item.reviewerName ?? 'Someone'}, {formatDateTime(item.decidedAt)}
                  </div>
                )}
                {item.reason && (
                  <div className="mt-1 max-w-64 text-xs text-slate-700">Reason: {item.reason}</div>
                )}
              </td>
              <td className={`${CELL} text-right whitespace-nowrap`}>
                <div className="flex justify-end gap-2">
                  {item.isPreviewable ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => onPreview(item)}
                      aria-label={`Preview ${item.name}`}
                    >
                      <Eye aria-hidden="true" className="h-3.5 w-3.5" />
                      Preview
                    </Button>
                  ) : (
                    <a
                      href={item.downloadUrl}
                      download
                      aria-label={`Download ${item.name}`}
                      className="inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
                    >
                      <Download aria-hidden="true" className="h-3.5 w-3.5" />
                      Download
                    </a>
                  )}
                  {item.status !== 'approved' && (
                    <Button
                      size="sm"
                      disabled={busyId === item.id}
                      onClick={() => onApprove(item)}
                      aria-label={`Approve ${item.name}`}
                    >
                      Approve
                    </Button>
                  )}
                  {item.status !== 'rejected' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busyId === item.id}
                      onClick={() => onReject(item)}
                      aria-label={`Reject ${item.name}`}
                    >
                      Reject
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
