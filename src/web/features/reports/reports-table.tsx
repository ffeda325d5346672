import { formatDateTime } from '@shared/format';
import { REPORT_FORMAT_LABELS } from '@shared/reports/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Progress } from '../../components/ui/progress';
import { useTRPC } from '../../lib/trpc';
import { Pagination } from '../../components/pagination';
import { EmptyState, ErrorState, TableSkeleton } from '../../components/query-states';
import { DownloadLink } from './download-link';
import { ReportStatusBadge } from './report-status-badge';
import type { ReportItem } from './report-types';
import { formatFileSize } from './reports-params';

const PAGE_SIZE = 10;

/** The user's generated reports, newest first, with progress, download and delete. */
export function ReportsTable({
  page,
  onPageChange,
  canCreate,
  canExport,
}: {
  page: number;
  onPageChange: (page: number) => void;
  canCreate: boolean;
  canExport: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...trpc.reports.list.queryOptions({ page, pageSize: PAGE_SIZE }),
    placeholderData: (previous) => previous,
    // Rows still generating move on by themselves.
    refetchInterval: (query) =>
      query.state.data?.items.some((r) => r.status === 'queued' || r.status === 'running')
        ? 2000
        : false,
  });
  const [toDelete, setToDelete] = useState<ReportItem | null>(null);
  const remove = useMutation(
    trpc.reports.delete.mutationOptions({
      onSuccess: async () => {
        toast.success('Report deleted');
        setToDelete(null);
        await queryClient.invalidateQueries({ queryKey: trpc.reports.pathKey() });
      },
      onError: (error) => toast.error(error.message),
    }),
  );

  if (list.isPending) return <TableSkeleton label="Loading reports" rows={3} />;
  if (list.isError) {
    return (
      <ErrorState
        title="Could not load reports"
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { items, total } = list.data;
  if (total === 0) {
    return (
      <EmptyState
        title="No reports yet"
        hint="Generate a custom or quick report and it will be listed here."
      />
    );
  }
  return (
    <div className="space-y-4">
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your generated reports</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Report
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Format
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Rows
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Size
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Created
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((r) => (
              <tr key={r.id}>
                <td className="px-4 py-3 text-slate-900">
                  {r.title}
                  {r.isScheduled && (
                    <span className="ml-2 text-xs text-slate-600">(scheduled)</span>
                  )}
                </td>
                <td className="px-4 py-3">{REPORT_FORMAT_LABELS[r.format]}</td>
                <td className="px-4 py-3">
                  {r.status === 'running' ? (
                    <Progress value={r.progress} label={`${r.title} progress`} className="w-24" />
                  ) : (
                    <ReportStatusBadge status={r.status} />
                  )}
                  {r.error && <p className="mt-1 text-xs text-red-700">{r.error}</p>}
                </td>
                <td className="px-4 py-3">{r.rowCount ?? 'N/A'}</td>
                <td className="px-4 py-3">{formatFileSize(r.sizeBytes)}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(r.createdAt)}</td>
                <td className="px-4 py-3">
                  <div className="flex items-center justify-end gap-2">
                    {canExport && <DownloadLink report={r} />}
                    {canCreate && r.status !== 'running' && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${r.title} of ${formatDateTime(r.createdAt)}`}
                        onClick={() => setToDelete(r)}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        page={page}
        pages={Math.max(1, Math.ceil(total / PAGE_SIZE))}
        limit={PAGE_SIZE}
        total={total}
        onPageChange={onPageChange}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this report?"
        description={
          toDelete
            ? `${toDelete.title} (${toDelete.format.toUpperCase()}) of ${formatDateTime(toDelete.createdAt)} and its file will be deleted.`
            : ''
        }
        confirmLabel="Delete Report"
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
      />
    </div>
  );
}
