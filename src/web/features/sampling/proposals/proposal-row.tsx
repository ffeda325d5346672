import { formatDate } from '@/shared/format';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import type { Proposal } from '../api/use-proposals';
import { ProposalWeights } from './proposal-weights';
import { SkipProposalDialog } from './skip-proposal-dialog';

type Props = {
  quarter: string;
  proposal: Proposal;
  canManage: boolean;
  isSelected: boolean;
  onToggle: (id: string) => void;
  onAccept: (id: string) => void;
  isAccepting: boolean;
};

/** One proposed measure: where, when installed, its weights, and Accept or Skip. */
export function ProposalRow(props: Props) {
  const { quarter, proposal, canManage, isSelected, onToggle, onAccept, isAccepting } = props;
  const checkboxId = `select-${proposal.id}`;
  return (
    <li className="flex flex-col gap-3 border-t border-slate-200 py-3 sm:flex-row sm:items-start">
      {/* The box stays beside its address on a phone too, not alone on a line above it. */}
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {canManage && (
          <Checkbox
            id={checkboxId}
            className="mt-0.5"
            checked={isSelected}
            onChange={() => onToggle(proposal.id)}
            aria-label={`Select ${proposal.umr}, ${proposal.addressLine1}`}
          />
        )}
        <div className="min-w-0 flex-1 space-y-1.5">
          <p className="text-sm font-medium text-slate-900">
            {proposal.addressLine1}
            {proposal.town ? `, ${proposal.town}` : ''}, {proposal.postcode}
          </p>
          <p className="text-xs text-slate-600">
            UMR {proposal.umr} · installed {formatDate(proposal.installedDate)}
          </p>
          <ProposalWeights weights={proposal.weights} />
        </div>
      </div>
      {canManage && (
        <div className="flex gap-2 sm:shrink-0">
          <Button
            size="sm"
            disabled={isAccepting}
            onClick={() => onAccept(proposal.id)}
            aria-label={`Accept ${proposal.umr}`}
          >
            Accept
          </Button>
          <SkipProposalDialog quarter={quarter} proposal={proposal} />
        </div>
      )}
    </li>
  );
}
