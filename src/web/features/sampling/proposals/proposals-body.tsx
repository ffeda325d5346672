import { CheckCheck } from 'lucide-react';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { describeError } from '@/web/lib/describe-error';
import { useProposals, type ProposalsResult } from '../api/use-proposals';
import { ProposalGroupCard } from './proposal-group-card';
import { SkippedList } from './skipped-list';
import { useProposalSelection } from './use-proposal-selection';

type Props = { quarter: string; canManage: boolean };

/** Ticked proposals accepted together; stays in view while the list scrolls. */
function AcceptBar({
  count,
  onAccept,
  onClear,
  isAccepting,
}: {
  count: number;
  onAccept: () => void;
  onClear: () => void;
  isAccepting: boolean;
}) {
  if (count === 0) return null;
  return (
    <div className="sticky top-2 z-10 flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 shadow-sm">
      <p className="text-sm font-medium text-emerald-900" aria-live="polite">
        {count} selected
      </p>
      <Button onClick={onAccept} disabled={isAccepting}>
        <CheckCheck aria-hidden="true" className="h-4 w-4" />
        {isAccepting ? 'Accepting...' : `Accept selected (${count})`}
      </Button>
      <Button variant="secondary" onClick={onClear} disabled={isAccepting}>
        Clear selection
      </Button>
    </div>
  );
}

function ProposalGroups({ data, quarter, canManage }: Props & { data: ProposalsResult }) {
  const selection = useProposalSelection(quarter);
  return (
    <div className="space-y-4">
      <AcceptBar
        count={selection.selected.size}
        onAccept={selection.acceptSelected}
        onClear={selection.clear}
        isAccepting={selection.isAccepting}
      />
      {data.groups.map((group) => (
        <ProposalGroupCard
          key={`${group.installerId}|${group.measureCategory}`}
          quarter={quarter}
          group={group}
          canManage={canManage}
          selected={selection.selected}
          onToggle={selection.toggle}
          onAccept={selection.acceptOne}
          isAccepting={selection.isAccepting}
        />
      ))}
    </div>
  );
}

/** The quarter's proposals with their loading, failure and empty states. */
export function ProposalsBody({ quarter, canManage }: Props) {
  const query = useProposals(quarter);
  if (query.isPending) return <TableSkeleton label="Loading proposals" />;
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the proposals"
        message={describeError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { data } = query;
  const label = quarter.replace('-', ' ');
  return (
    <div className="space-y-4">
      {data.groups.length === 0 ? (
        <EmptyState
          title={`Nothing outstanding for ${label}`}
          hint="Every installer and category has the inspections its quota requires, or no measures were lodged in this quarter."
        />
      ) : !data.draw ? (
        <EmptyState
          title={`No proposals drawn for ${label}`}
          hint={`${data.groups.length} installer and category rows have inspections outstanding. ${canManage ? 'Draw proposals to see which measures to inspect.' : 'A coordinator draws them.'}`}
        />
      ) : (
        <ProposalGroups data={data} quarter={quarter} canManage={canManage} />
      )}
      <SkippedList skipped={data.skipped} />
    </div>
  );
}
