import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

/**
 * The tenant's photo size (issue 32 point 6): the longest side photos are reduced to before
 * upload, null for 'Keep original'. Rarely changed, so it is not refetched on every focus.
 */
export function usePhotoSize() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.settings.photoSize.get.queryOptions(), staleTime: 5 * 60_000 });
}
