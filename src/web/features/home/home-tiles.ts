import type { Permission } from '@/shared/permissions';
import type { LucideIcon } from 'lucide-react';

/**
 * A home tile; `count` shows as a badge only when above 0 (spec 02 'Home tile
 * grid'); `permission` is what its page needs, and roles without it do not see it.
 * The tiles themselves are declared with their routes (src/web/app/routes).
 */
export type HomeTile = {
  path: string;
  title: string;
  description: string;
  icon: LucideIcon;
  count?: number;
  permission?: Permission;
};

/** Badge text for a tile, or null when no badge should show. */
export function getTileBadge(tile: HomeTile): string | null {
  return tile.count !== undefined && tile.count > 0 ? String(tile.count) : null;
}
