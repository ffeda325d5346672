import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@/shared/format';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useTRPC } from '@/web/lib/trpc';
import { RiskScoreBadge } from '../shared/badges';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { usePermissions } from '@/web/lib/use-permissions';
import { describeError } from '@/web/lib/describe-error';

/** Proposals the monitoring rule raised, each waiting for an ADMIN or COORDINATOR to decide. */
export function PendingReviews({ count }: { count: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const canManage = usePermissions().can('monitoring:manage');
  const proposals = useQuery(trpc.monitoring.proposals.list.queryOptions());
  // A decision changes the overview, the lists and the installer pages alike.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.monitoring.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.installers.pathKey() }),
    ]);
  const onError = (error: unknown) => toast.error(describeError(error).message);
  const confirm = useMutation(
    trpc.monitoring.proposals.confirm.mutationOptions({
      onSuccess: async () => {
        toast.success('Installer moved to Enhanced monitoring');
        await refresh();
      },
      onError,
    }),
  );
  const dismiss = useMutation(
    trpc.monitoring.proposals.dismiss.mutationOptions({
      onSuccess: async () => {
        toast.success('Proposal dismissed');
        await refresh();
      },
      onError,
    }),
  );
  const isBusy = confirm.isPending || dismiss.isPending;

  return (
    <Card className="p-4">
      <h3 className="font-semibold text-slate-900">Pending Reviews ({count})</h3>
      <p className="text-sm text-slate-600">Installers a monitoring rule proposes for Enhanced</p>
      <div className="mt-4">
        {proposals.isPending ? (
          <TableSkeleton label="Loading pending reviews" rows={2} />
        ) : proposals.isError ? (
          <ErrorState
            title="Could not load pending reviews"
            message={describeError(proposals.error).message}
            onRetry={() => void proposals.refetch()}
          />
        ) : proposals.data.length === 0 ? (
          <EmptyState title="No pending reviews" hint="No installer is waiting for a decision." />
        ) : (
          <ul className="divide-y divide-slate-200">
            {proposals.data.map((proposal) => (
              <li
                key={proposal.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <div className="flex items-center gap-2">
                    <Link
                      to={`/installers/${proposal.installerId}`}
                      className="font-medium text-emerald-800 underline-offset-2 hover:underline"
                    >
                      {proposal.installerName}
                    </Link>
                    <RiskScoreBadge score={proposal.riskScore} />
                  </div>
                  <p className="text-sm text-slate-700">{proposal.reason}</p>
                  <p className="text-xs text-slate-600">
                    Proposed {formatDate(proposal.createdAt)}
                  </p>
                </div>
                {canManage && (
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      disabled={isBusy}
                      aria-label={`Confirm Enhanced monitoring for ${proposal.installerName}`}
                      onClick={() => confirm.mutate({ id: proposal.id })}
                    >
                      Confirm
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={isBusy}
                      aria-label={`Dismiss proposal for ${proposal.installerName}`}
                      onClick={() => dismiss.mutate({ id: proposal.id })}
                    >
                      Dismiss
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
