import type { ProposalGroup } from '../api/use-proposals';
import { ProposalRow } from './proposal-row';

type Props = {
  quarter: string;
  group: ProposalGroup;
  canManage: boolean;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onAccept: (id: string) => void;
  isAccepting: boolean;
};

/** Why this row proposes what it does: outstanding, awaiting a visit, and how many to pick from. */
function GroupSummary({ group }: { group: ProposalGroup }) {
  const parts = [
    `${group.outstanding} outstanding of ${group.required} required`,
    `${group.awaiting} awaiting a visit`,
    `proposing ${group.toPropose} of ${group.candidates} uninspected`,
  ];
  return <p className="text-sm text-slate-600">{parts.join(' · ')}</p>;
}

/** One installer and category of the plan with its proposed measures. */
export function ProposalGroupCard({ group, ...rest }: Props) {
  const headingId = `group-${group.installerId}-${group.measureCategory}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {group.installerName} · {group.measureCategory}
      </h2>
      <GroupSummary group={group} />
      {group.proposals.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {group.toPropose === 0 && group.awaiting > 0
            ? 'Every outstanding inspection is registered and awaiting its visit.'
            : 'No uninspected measures are left to propose for this row.'}
        </p>
      ) : (
        <ul
          className="mt-3"
          aria-label={`Proposals for ${group.installerName}, ${group.measureCategory}`}
        >
          {group.proposals.map((proposal) => (
            <ProposalRow
              key={proposal.id}
              quarter={rest.quarter}
              proposal={proposal}
              canManage={rest.canManage}
              isSelected={rest.selected.has(proposal.id)}
              onToggle={rest.onToggle}
              onAccept={rest.onAccept}
              isAccepting={rest.isAccepting}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
