import { listDefaultGrants } from '@/shared/permissions';
import type { Role } from '@/shared/roles';
import { describe, expect, it } from 'vitest';
import { createPermissionCheck } from '@/web/lib/permission-check';
import { NAV_ITEMS, isNavItemActive, listNavItems } from './nav-items';

const canAs = (role: Role) =>
  createPermissionCheck(
    listDefaultGrants()
      .filter((g) => g.role === role)
      .map((g) => g.permission),
  );

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
      'Available offline',
      'Installers',
      'Remediations',
      'Reports',
      'Enhanced Monitoring',
      'Sampling Plan',
      'Measures',
      'Payments',
      'Alerts',
      'News & Updates',
      'Guidance Docs',
      'Support',
    ]);
  });
});

describe('listNavItems', () => {
  it('offers an ADMIN every entry', () => {
    expect(listNavItems(canAs('ADMIN'))).toEqual(NAV_ITEMS);
  });

  it('hides Register Inspection and Payments from an INSPECTOR, keeping the rest in order', () => {
    expect(listNavItems(canAs('INSPECTOR')).map((i) => i.label)).toEqual([
      'Homepage',
      'Dashboard',
      'Pending Inspections',
      'Inspections',
      'View Inspections',
      'Available offline',
      'Installers',
      'Reports',
      'Enhanced Monitoring',
      'Alerts',
      'News & Updates',
      'Guidance Docs',
      'Support',
    ]);
  });

  it('offers a COORDINATOR registration and payments', () => {
    const labels = listNavItems(canAs('COORDINATOR')).map((i) => i.label);
    expect(labels).toContain('Register Inspection');
    expect(labels).toContain('Payments');
  });

  it('follows the matrix, not the role name: a revoked grant hides its entry', () => {
    const labels = listNavItems(createPermissionCheck(['inspections:create'])).map((i) => i.label);
    expect(labels).toContain('Register Inspection');
    expect(labels).not.toContain('Installers');
    expect(labels).not.toContain('Reports');
  });

  it('shows only the open entries until the grants are known', () => {
    expect(listNavItems(createPermissionCheck(undefined)).every((i) => !i.permission)).toBe(true);
  });
});
