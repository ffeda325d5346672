import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatDate } from '../../../shared/format';
import { buildInspectionPath } from '../../app/paths';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useTRPC } from '../../lib/trpc';
import { describeError } from '../../lib/describe-error';
import { StatusBadge } from '../../components/inspection-status-badge';
import type { ProjectDetail } from './types';

type Row = ProjectDetail['inspections'][number];

export function ProjectInspectionsTable({
  projectId,
  rows,
  canManage,
}: {
  projectId: string;
  rows: readonly Row[];
  canManage: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [toUnlink, setToUnlink] = useState<Row | null>(null);
  const unlink = useMutation(
    trpc.projects.unlinkInspection.mutationOptions({
      onSuccess: async () => {
        toast.success('Inspection unlinked');
        await queryClient.invalidateQueries({ queryKey: trpc.projects.pathKey() });
      },
      onError: (error) => toast.error(describeError(error).message),
    }),
  );
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Inspection
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Measure
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Scheduled
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Inspector
              </th>
              {canManage && (
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="px-4 py-3">
                  <Link
                    to={buildInspectionPath(row.id)}
                    className="font-medium text-emerald-800 underline"
                  >
                    {row.reference}
                  </Link>
                  <p className="text-xs text-slate-600">{row.propertyAddress}</p>
                </td>
                <td className="px-4 py-3">{row.measureType}</td>
                <td className="px-4 py-3">
                  <StatusBadge status={row.status} />
                </td>
                <td className="px-4 py-3">
                  {row.scheduledDate ? formatDate(row.scheduledDate) : 'Not set'}
                </td>
                <td className="px-4 py-3">{row.inspectorName || 'N/A'}</td>
                {canManage && (
                  <td className="px-4 py-3 text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Unlink ${row.reference}`}
                      onClick={() => setToUnlink(row)}
                    >
                      Unlink
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={toUnlink !== null}
        onOpenChange={(open) => !open && setToUnlink(null)}
        title="Unlink this inspection?"
        description={
          toUnlink
            ? `${toUnlink.reference} will no longer belong to this project. The inspection itself is kept.`
            : ''
        }
        confirmLabel="Unlink"
        isPending={unlink.isPending}
        onConfirm={() => {
          if (toUnlink) unlink.mutate({ projectId, inspectionId: toUnlink.id });
          setToUnlink(null);
        }}
      />
    </>
  );
}
