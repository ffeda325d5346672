import { REVIEW_STATUS_LABELS } from '@/shared/document-reviews/schemas';
import { formatDate, formatDateTime } from '@/shared/format';
import { createColumnHelper } from '@tanstack/react-table';
import { Download, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buildInstallerPath } from '@/web/app/paths';
import { DataTable } from '@/web/components/data-table/data-table';
import type {
  RowActionsLayout,
  TablePagination,
  TableQuery,
} from '@/web/components/data-table/types';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { formatAge, formatFileSize } from './review-params';
import type { ReviewItem } from './review-types';

const TONES = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

const column = createColumnHelper<ReviewItem>();

const REVIEW_COLUMNS = [
  column.display({
    id: 'document',
    header: 'Document',
    meta: { card: 'title' },
    cell: ({ row: { original: item } }) => (
      <>
        <div className="font-medium text-slate-900">{item.name}</div>
        <div className="text-xs text-slate-600">
          {item.type} · {formatFileSize(item.size)}
          {item.expiryDate ? ` · expires ${formatDate(item.expiryDate)}` : ''}
        </div>
      </>
    ),
  }),
  column.display({
    id: 'installer',
    header: 'Installer',
    cell: ({ row: { original: item } }) => (
      <Link
        to={buildInstallerPath(item.installerId)}
        className="text-emerald-800 underline hover:text-emerald-900"
      >
        {item.installerName}
      </Link>
    ),
  }),
  column.display({
    id: 'uploaded',
    header: 'Uploaded',
    cell: ({ row: { original: item } }) => (
      <>
        <div>{formatDate(item.uploadedAt)}</div>
        <div className="text-xs text-slate-600">
          {formatAge(item.uploadedAt)}
          {item.uploadedByName ? ` · ${item.uploadedByName}` : ''}
        </div>
      </>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: item } }) => (
      <>
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
      </>
    ),
  }),
];

type ReviewTableProps = {
  query: TableQuery;
  items: readonly ReviewItem[] | undefined;
  emptyHint: string;
  pagination: TablePagination | undefined;
  busyId: string | null;
  onPreview: (item: ReviewItem) => void;
  onApprove: (item: ReviewItem) => void;
  onReject: (item: ReviewItem) => void;
};

export function ReviewTable({ items, emptyHint, query, pagination, ...actions }: ReviewTableProps) {
  return (
    <DataTable<ReviewItem>
      label="Documents"
      loadingLabel="Loading documents"
      errorTitle="Could not load documents"
      columns={REVIEW_COLUMNS}
      rows={items}
      getRowId={(item) => item.id}
      query={query}
      empty={{ title: 'No documents', hint: emptyHint }}
      pagination={pagination}
      rowActions={(item, layout) => <ReviewActions item={item} layout={layout} {...actions} />}
    />
  );
}

type ReviewActionsProps = Pick<
  ReviewTableProps,
  'busyId' | 'onPreview' | 'onApprove' | 'onReject'
> & { item: ReviewItem; layout: RowActionsLayout };

/** Preview (or Download when the browser cannot show the file), then Approve and Reject. */
function ReviewActions({
  item,
  layout,
  busyId,
  onPreview,
  onApprove,
  onReject,
}: ReviewActionsProps) {
  const isCard = layout === 'card';
  const size = isCard ? 'md' : 'sm';
  return (
    <div className={isCard ? 'flex flex-1 flex-wrap gap-2' : 'flex justify-end gap-2'}>
      {item.isPreviewable ? (
        <Button
          size={size}
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
          className={cn(
            'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50',
            isCard ? 'h-10' : 'h-8',
          )}
        >
          <Download aria-hidden="true" className="h-3.5 w-3.5" />
          Download
        </a>
      )}
      {item.status !== 'approved' && (
        <Button
          size={size}
          disabled={busyId === item.id}
          onClick={() => onApprove(item)}
          aria-label={`Approve ${item.name}`}
        >
          Approve
        </Button>
      )}
      {item.status !== 'rejected' && (
        <Button
          size={size}
          variant="secondary"
          disabled={busyId === item.id}
          onClick={() => onReject(item)}
          aria-label={`Reject ${item.name}`}
        >
          Reject
        </Button>
      )}
    </div>
  );
}
