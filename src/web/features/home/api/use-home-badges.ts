import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/web/lib/trpc';

/**
 * The home tiles' counts by path, refreshed every minute. Badges are extras: while they load
 * (or if they fail) the tiles show without them, so no error is shown either.
 */
export function useHomeBadges(): Record<string, number> {
  const trpc = useTRPC();
  const badges = useQuery(trpc.home.badges.queryOptions(undefined, { refetchInterval: 60_000 }));
  return badges.data ?? {};
}
