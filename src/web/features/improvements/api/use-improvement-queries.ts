import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

type Inputs = RouterInputs['improvements'];
type PageFields = 'cursor' | 'direction' | 'limit';
type InitiativeFilters = Omit<Inputs['initiatives']['list'], PageFields>;
type SuggestionFilters = Omit<Inputs['suggestions']['list'], PageFields>;

/** The dashboard's figures, top initiatives and charts. */
export function useImprovementsOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.improvements.overview.queryOptions());
}

/** The people an initiative may be given to. */
export function useImprovementOwners() {
  const trpc = useTRPC();
  return useQuery(trpc.improvements.owners.queryOptions());
}

/** One initiative's details, while its dialog is open (`id` null: closed). */
export function useInitiativeDetail(id: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.improvements.initiatives.get.queryOptions({ id: id ?? '' }),
    enabled: id !== null,
  });
}

/** Initiatives as filtered, a page at a time. */
export function useInitiativePages(filters: InitiativeFilters) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.improvements.initiatives.list.infiniteQueryOptions(filters, {
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

/** Suggestions as filtered, a page at a time. */
export function useSuggestionPages(filters: SuggestionFilters) {
  const trpc = useTRPC();
  return useInfiniteQuery(
    trpc.improvements.suggestions.list.infiniteQueryOptions(filters, {
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

/** Suggestions like a title being typed (asked from three characters). */
export function useSimilarSuggestions(title: string) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.improvements.suggestions.similar.queryOptions({ title }),
    enabled: title.length >= 3,
  });
}

/** The originals a suggestion may be merged into, found by title. */
export function useMergeTargets(id: string, search: string) {
  const trpc = useTRPC();
  return useQuery(trpc.improvements.suggestions.mergeTargets.queryOptions({ id, search }));
}

/** The key metrics, computed and hand-entered. */
export function useKeyMetrics() {
  const trpc = useTRPC();
  return useQuery(trpc.improvements.metrics.list.queryOptions());
}

/** A hand-entered metric's recorded values, once asked for. */
export function useMetricHistory(id: string, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.improvements.metrics.history.queryOptions({ id }), enabled });
}

/** The comments of an initiative or a suggestion, oldest first. */
export function useComments(target: 'initiative' | 'suggestion', id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.improvements.comments.list.queryOptions({ target, id }));
}
