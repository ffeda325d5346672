import { useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '@/web/lib/trpc';

export type PathwayAlert = RouterOutputs['sampling']['pathways']['recent'][number];

/** Installer and category pairs in a fail-rate band this quarter or the last. */
export function useRecentPathways({ enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.sampling.pathways.recent.queryOptions(), enabled });
}

/** The bands one installer reached, newest quarter first. */
export function useInstallerPathways(installerId: string, { enabled }: { enabled: boolean }) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.sampling.pathways.forInstaller.queryOptions({ installerId }),
    enabled,
  });
}
