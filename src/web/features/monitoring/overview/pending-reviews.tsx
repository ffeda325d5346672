import type { ReactNode } from 'react';
import type { RouterOutputs } from '@/web/lib/trpc';
import { formatDate } from '@/shared/format';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { useProposalDecisions } from '../api/use-monitoring-actions';
import { useMonitoringProposals } from '../api/use-monitoring-queries';
import { RiskScoreBadge } from '../shared/badges';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { usePermissions } from '@/web/lib/use-permissions';
import { describeError } from '@/web/lib/describe-error';

/** Proposals the monitoring rule raised, each waiting for an ADMIN or COORDINATOR to decide. */
export function PendingReviews({ count }: { count: number }) {
  const canManage = usePermissions().can('monitoring:manage');
  const proposals = useMonitoringProposals();
  const { confirm, dismiss } = useProposalDecisions();
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
              <ProposalItem
                key={proposal.id}
                proposal={proposal}
                actions={
                  canManage && (
                    <ProposalDecision
                      installerName={proposal.installerName}
                      isBusy={isBusy}
                      onConfirm={() => confirm.mutate({ id: proposal.id })}
                      onDismiss={() => dismiss.mutate({ id: proposal.id })}
                    />
                  )
                }
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

type Proposal = RouterOutputs['monitoring']['proposals']['list'][number];

/** One proposal: the installer, its risk score, why and when it was proposed. */
function ProposalItem({ proposal, actions }: { proposal: Proposal; actions: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
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
        <p className="text-xs text-slate-600">Proposed {formatDate(proposal.createdAt)}</p>
      </div>
      {actions}
    </li>
  );
}

type ProposalDecisionProps = {
  installerName: string;
  isBusy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
};

/** Confirm or Dismiss, for ADMIN and COORDINATOR. */
function ProposalDecision({ installerName, isBusy, onConfirm, onDismiss }: ProposalDecisionProps) {
  return (
    <div className="flex shrink-0 gap-2">
      <Button
        size="sm"
        disabled={isBusy}
        aria-label={`Confirm Enhanced monitoring for ${installerName}`}
        onClick={onConfirm}
      >
        Confirm
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={isBusy}
        aria-label={`Dismiss proposal for ${installerName}`}
        onClick={onDismiss}
      >
        Dismiss
      </Button>
    </div>
  );
}
