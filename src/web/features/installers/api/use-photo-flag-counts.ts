import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

/** The photo integrity flags on the installer's inspections (all time), open and explained. */
export function usePhotoFlagCounts(installerId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.evidence.installerFlagCounts.queryOptions({ installerId }));
}
