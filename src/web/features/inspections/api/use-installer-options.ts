import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

const OPTIONS_STALE_MS = 60_000;

/** Active installers, most inspected first, for the registration form's quick-fill. */
export function useQuickFillOptions() {
  const trpc = useTRPC();
  return useQuery(
    trpc.installers.options.queryOptions({ search: '' }, { staleTime: OPTIONS_STALE_MS }),
  );
}

/** Active installers whose name holds `search`; the last list stays while the next loads. */
export function useInstallerChoices(search: string) {
  const trpc = useTRPC();
  return useQuery(
    trpc.installers.options.queryOptions(
      { search },
      { placeholderData: keepPreviousData, staleTime: OPTIONS_STALE_MS },
    ),
  );
}

/** One installer from the register, when `isEnabled` (a link carried only its id). */
export function useInstallerRecord(id: string, isEnabled: boolean) {
  const trpc = useTRPC();
  return useQuery(trpc.installers.get.queryOptions({ id }, { enabled: isEnabled }));
}
