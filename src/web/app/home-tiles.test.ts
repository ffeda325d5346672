import { listDefaultGrants } from '@/shared/permissions';
import type { Role } from '@/shared/roles';
import { describe, expect, it } from 'vitest';
import { createPermissionCheck } from '@/web/lib/permission-check';
import { getTileBadge } from '@/web/features/home/home-tiles';
import { HOME_TILES, listHomeTiles } from './home-tiles';

const canAs = (role: Role) =>
  createPermissionCheck(
    listDefaultGrants()
      .filter((g) => g.role === role)
      .map((g) => g.permission),
  );

describe('HOME_TILES', () => {
  it('lists the 20 spec tiles in order', () => {
    expect(HOME_TILES.map((t) => t.path)).toEqual([
      '/dashboard',
      '/projects',
      '/docs-review',
      '/schedule',
      '/inspections',
      '/defects',
      '/followup',
      '/tracker',
      '/improvements',
      '/enhanced-monitoring',
      '/installers',
      '/reports',
      '/import',
      '/view-inspections',
      '/payments',
      '/alerts',
      '/news-updates',
      '/guidance-docs',
      '/support',
      '/settings',
    ]);
    expect(HOME_TILES.find((t) => t.path === '/tracker')?.title).toBe('Excel Tracker');
  });

  it('carries no invented counts', () => {
    expect(HOME_TILES.every((t) => t.count === undefined)).toBe(true);
  });
});

describe('getTileBadge', () => {
  const tile = HOME_TILES[0]!;
  it('shows a badge only above 0', () => {
    expect(getTileBadge(tile)).toBeNull();
    expect(getTileBadge({ ...tile, count: 0 })).toBeNull();
    expect(getTileBadge({ ...tile, count: 3 })).toBe('3');
  });
});

describe('listHomeTiles', () => {
  it('offers ADMIN and COORDINATOR every tile', () => {
    expect(listHomeTiles(canAs('ADMIN'))).toEqual(HOME_TILES);
    expect(listHomeTiles(canAs('COORDINATOR'))).toEqual(HOME_TILES);
  });

  it('hides Docs Review and Payments from an INSPECTOR, who lacks their permissions', () => {
    const paths = listHomeTiles(canAs('INSPECTOR')).map((t) => t.path);
    expect(paths).not.toContain('/docs-review');
    expect(paths).not.toContain('/payments');
    expect(paths).toHaveLength(HOME_TILES.length - 2);
    expect(paths).toContain('/inspections');
    expect(paths).toContain('/settings');
  });

  it('follows revoked grants: no installers:view hides Installers and Enhanced Monitoring', () => {
    const grants = listDefaultGrants()
      .filter((g) => g.role === 'COORDINATOR' && g.permission !== 'installers:view')
      .map((g) => g.permission);
    const paths = listHomeTiles(createPermissionCheck(grants)).map((t) => t.path);
    expect(paths).not.toContain('/installers');
    expect(paths).not.toContain('/enhanced-monitoring');
    expect(paths).toContain('/reports');
  });
});
