import { formatDate } from '@/shared/format';
import { TriangleAlert } from 'lucide-react';
import { Alert } from '@/web/components/ui/alert';
import type { InstallerDetail } from '../shared/installer-types';

type Proposal = NonNullable<InstallerDetail['pendingProposal']>;

/** The monitoring rule proposed Enhanced monitoring; a coordinator decides on the monitoring page. */
export function PendingProposalBanner({ proposal }: { proposal: Proposal }) {
  return (
    <Alert tone="warning" role="status" className="flex gap-3">
      <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <div>
        <p className="font-semibold">Enhanced monitoring proposed</p>
        <p>
          {proposal.reason} (proposed {formatDate(proposal.createdAt)}). A coordinator can confirm
          or dismiss it on the Enhanced Monitoring page.
        </p>
      </div>
    </Alert>
  );
}
