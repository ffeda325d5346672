import { useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

export type ProposalsResult = RouterOutputs['sampling']['proposals']['list'];
export type ProposalGroup = ProposalsResult['groups'][number];
export type Proposal = ProposalGroup['proposals'][number];
export type SkippedMeasure = ProposalsResult['skipped'][number];

/** The quarter's proposals: the plan's outstanding rows with the seeded draw's picks. */
export function useProposals(quarter: string) {
  const trpc = useTRPC();
  return useQuery(trpc.sampling.proposals.list.queryOptions({ quarter }));
}
