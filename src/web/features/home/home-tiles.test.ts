import { describe, expect, it } from 'vitest';
import { HOME_TILES, getTileBadge } from './home-tiles';

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
