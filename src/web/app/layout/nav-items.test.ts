import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isNavItemActive } from './nav-items';

describe('isNavItemActive', () => {
  it('lights Homepage on / only', () => {
    expect(isNavItemActive('/', '/')).toBe(true);
    expect(isNavItemActive('/', '/dashboard')).toBe(false);
  });

  it('lights an entry on its exact path, with or without a trailing slash', () => {
    expect(isNavItemActive('/dashboard', '/dashboard')).toBe(true);
    expect(isNavItemActive('/dashboard', '/dashboard/')).toBe(true);
    expect(isNavItemActive('/inspections/pending', '/inspections/pending')).toBe(true);
    expect(isNavItemActive('/inspections/create', '/inspections/create')).toBe(true);
  });

  it('keeps Inspections active for any path under /inspections/', () => {
    expect(isNavItemActive('/inspections', '/inspections')).toBe(true);
    expect(isNavItemActive('/inspections', '/inspections/pending')).toBe(true);
    expect(isNavItemActive('/inspections', '/inspections/create')).toBe(true);
    expect(isNavItemActive('/inspections', '/inspections/register/schedule')).toBe(true);
  });

  it('does not light siblings or look-alike prefixes', () => {
    expect(isNavItemActive('/inspections/pending', '/inspections/create')).toBe(false);
    expect(isNavItemActive('/inspections/create', '/inspections/pending')).toBe(false);
    expect(isNavItemActive('/inspections', '/inspections-archive')).toBe(false);
    expect(isNavItemActive('/inspections', '/view-inspections')).toBe(false);
    expect(isNavItemActive('/dashboard', '/')).toBe(false);
  });

  it('keeps Installers active on an installer detail page', () => {
    expect(isNavItemActive('/installers', '/installers/3f2a')).toBe(true);
  });

  it('lists the sidebar entries in the spec order', () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      'Homepage',
      'Dashboard',
      'Register Inspection',
      'Pending Inspections',
      'Inspections',
      'View Inspections',
      'Installers',
      'Reports',
      'Enhanced Monitoring',
      'Payments',
      'Alerts',
      'News & Updates',
      'Guidance Docs',
      'Support',
    ]);
  });
});
