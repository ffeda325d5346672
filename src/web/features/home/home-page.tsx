import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import { useTRPC } from '@/web/lib/trpc';
import { usePermissions } from '@/web/lib/use-permissions';
import { getTileBadge, listHomeTiles } from './home-tiles';

export function HomePage() {
  const trpc = useTRPC();
  // Badges are extras: while they load (or if they fail) the tiles show without them.
  const badges = useQuery(trpc.home.badges.queryOptions(undefined, { refetchInterval: 60_000 }));
  const counts: Record<string, number> = badges.data ?? {};
  const { can } = usePermissions();
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        Quick access to all your management tools
      </h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {listHomeTiles(can).map((tile, index) => {
          const { icon: Icon } = tile;
          const badge = getTileBadge({ ...tile, count: counts[tile.path] });
          const titleId = `home-tile-${index}-title`;
          return (
            <li key={tile.path}>
              <Link
                to={tile.path}
                // Named by the title alone so screen readers hear short link names; the description is read after.
                aria-labelledby={titleId}
                aria-describedby={`home-tile-${index}-description`}
                className="flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition hover:border-emerald-700 hover:shadow-md"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-emerald-50">
                  <Icon aria-hidden="true" className="h-5 w-5 text-emerald-700" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-start justify-between gap-2">
                    <span id={titleId} className="font-semibold text-slate-900">
                      {tile.title}
                    </span>
                    {badge && <Badge tone="danger">{badge}</Badge>}
                  </span>
                  <span
                    id={`home-tile-${index}-description`}
                    className="mt-1 block text-sm text-slate-600"
                  >
                    {tile.description}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
