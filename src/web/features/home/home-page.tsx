import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import { filterPermitted } from '@/web/lib/permission-check';
import { usePermissions } from '@/web/lib/use-permissions';
import { useHomeBadges } from './api/use-home-badges';
import { getTileBadge, type HomeTile } from './home-tiles';

/** The home grid: the tiles the role may use, in the order given (src/web/app/home-tiles.ts). */
export function HomePage({ tiles }: { tiles: readonly HomeTile[] }) {
  const counts = useHomeBadges();
  const { can } = usePermissions();
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">
        Quick access to all your management tools
      </h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {filterPermitted(tiles, can).map((tile, index) => (
          <li key={tile.path}>
            <HomeTileLink tile={{ ...tile, count: counts[tile.path] }} index={index} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function HomeTileLink({ tile, index }: { tile: HomeTile; index: number }) {
  const { icon: Icon } = tile;
  const badge = getTileBadge(tile);
  const titleId = `home-tile-${index}-title`;
  const descriptionId = `home-tile-${index}-description`;
  return (
    <Link
      to={tile.path}
      // Named by the title alone so screen readers hear short link names; the description is read after.
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
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
        <span id={descriptionId} className="mt-1 block text-sm text-slate-600">
          {tile.description}
        </span>
      </span>
    </Link>
  );
}
