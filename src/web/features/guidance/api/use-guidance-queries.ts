import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

/** Refreshes every guidance query (the list, the figures, an open document's details). */
export function useInvalidateGuidance() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.guidance.pathKey() });
}

/** The library's figures, category counts and featured documents. */
export function useGuidanceOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.guidance.overview.queryOptions());
}

/** One page of the library as filtered. */
export function useGuidanceList(input: RouterInputs['guidance']['list']) {
  const trpc = useTRPC();
  return useQuery(trpc.guidance.list.queryOptions(input));
}

/** One document's details, versions and required reading. */
export function useGuidanceDocument(id: string) {
  const trpc = useTRPC();
  return useQuery(trpc.guidance.get.queryOptions({ id }));
}

/** The people a publisher may make a document's owner. */
export function useGuidanceOwners() {
  const trpc = useTRPC();
  return useQuery(trpc.guidance.owners.queryOptions());
}
