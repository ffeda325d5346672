import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterInputs } from '@/web/lib/trpc';

type StatsInput = RouterInputs['installers']['stats'];
type ListInput = RouterInputs['installers']['list'];

/** The list page's cards; the last figures stay while new filters load. */
export function useInstallerStats(input: StatsInput) {
  const trpc = useTRPC();
  return useQuery(trpc.installers.stats.queryOptions(input, { placeholderData: keepPreviousData }));
}

/** One page of the list; the last page stays while the next loads. */
export function useInstallerList(input: ListInput) {
  const trpc = useTRPC();
  return useQuery(trpc.installers.list.queryOptions(input, { placeholderData: keepPreviousData }));
}

/** The first installer by name, for the demo profile page. */
export function useFirstInstaller() {
  const trpc = useTRPC();
  return useQuery(trpc.installers.list.queryOptions({ sort: 'name', limit: 1 }));
}

/** One installer's profile; a malformed id is never sent (`isEnabled` false). */
export function useInstaller(id: string, isEnabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.installers.get.queryOptions({ id }, { enabled: isEnabled }));
}
