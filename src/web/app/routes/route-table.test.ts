import { ALL_PERMISSIONS } from '@/shared/permissions';
import { describe, expect, it } from 'vitest';
import { HOME_TILES } from '../home-tiles';
import { NAV_ITEMS } from '../layout/nav-items';
import {
  MEASURE_DETAIL_PATH,
  NEWS_POST_PATH,
  PATHS,
  PROJECT_DETAIL_PATH,
  SUPPORT_TICKET_PATH,
} from '../paths';
import { PUBLIC_ROUTES } from './public-routes';
import { listMenuLinks, ROUTES } from './route-table';
import type { MenuSection } from './route-types';

const declaredPaths = ROUTES.map((route) => route.path);
const routeAt = (path: string) => ROUTES.find((route) => route.path === path);
const duplicates = (values: readonly unknown[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe('the route table', () => {
  it('declares each route once', () => {
    expect(duplicates(declaredPaths)).toEqual([]);
  });

  it('declares every path links use (PATHS and the record patterns), and only those', () => {
    const linked = [
      ...Object.values(PATHS),
      PROJECT_DETAIL_PATH,
      SUPPORT_TICKET_PATH,
      NEWS_POST_PATH,
      MEASURE_DETAIL_PATH,
    ];
    expect([...declaredPaths].sort()).toEqual([...linked].sort());
  });

  it('requires only permissions the server knows', () => {
    const unknown = ROUTES.flatMap(({ path, requires }) =>
      requires && !ALL_PERMISSIONS.includes(requires.permission) ? [path] : [],
    );
    expect(unknown).toEqual([]);
  });

  it('says what a refused role cannot do on every guarded route', () => {
    const silent = ROUTES.filter(({ requires }) => requires && requires.action.trim() === '');
    expect(silent).toEqual([]);
  });

  it('keeps the signed-out pages free of requirements, menu entries and tiles', () => {
    expect(PUBLIC_ROUTES.filter((r) => r.requires ?? r.menu ?? r.tile)).toEqual([]);
  });
});

describe('menu entries and home tiles', () => {
  it.each<MenuSection>(['sidebar', 'account'])(
    'every %s link opens a declared route without parameters, in a distinct place',
    (section) => {
      const links = listMenuLinks(section);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter(({ path }) => !routeAt(path) || path.includes(':'))).toEqual([]);
      expect(duplicates(links.map((link) => link.order))).toEqual([]);
    },
  );

  it('the sidebar and the home grid point at declared routes and carry their permission', () => {
    for (const item of NAV_ITEMS) {
      expect(routeAt(item.path)?.requires?.permission).toBe(item.permission);
    }
    for (const tile of HOME_TILES) {
      const route = routeAt(tile.path);
      expect(route, tile.path).toBeDefined();
      if (!route?.tile?.isOfferedToEveryRole) {
        expect(route?.requires?.permission).toBe(tile.permission);
      }
    }
  });

  it('gives each home tile a place of its own', () => {
    expect(duplicates(ROUTES.flatMap(({ tile }) => (tile ? [tile.order] : [])))).toEqual([]);
  });

  it('offers the account menu to every role, as it does not filter by permission', () => {
    expect(listMenuLinks('account').filter((link) => link.requires)).toEqual([]);
  });
});
