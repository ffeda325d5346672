import { listDefaultGrants, type Permission } from '@/shared/permissions';
import type { Role } from '@/shared/roles';
import { describe, expect, it } from 'vitest';
import { createPermissionCheck, filterPermitted } from './permission-check';

const grantsOf = (role: Role): Permission[] =>
  listDefaultGrants()
    .filter((g) => g.role === role)
    .map((g) => g.permission);

describe('createPermissionCheck', () => {
  it('grants exactly what the role holds', () => {
    const can = createPermissionCheck(grantsOf('INSPECTOR'));
    expect(can('inspections:edit')).toBe(true);
    expect(can('inspections:create')).toBe(false);
    expect(can('payments:view')).toBe(false);
  });

  it('grants nothing while the grants are unknown', () => {
    const can = createPermissionCheck(undefined);
    expect(can('inspections:view_all')).toBe(false);
  });
});

describe('filterPermitted', () => {
  const items: { label: string; permission?: Permission }[] = [
    { label: 'open' },
    { label: 'create', permission: 'inspections:create' },
    { label: 'edit', permission: 'inspections:edit' },
  ];

  it('keeps entries without a permission and those the role has, in order', () => {
    const can = createPermissionCheck(['inspections:edit']);
    expect(filterPermitted(items, can).map((i) => i.label)).toEqual(['open', 'edit']);
  });

  it('keeps only open entries while the grants are unknown', () => {
    expect(filterPermitted(items, createPermissionCheck(undefined)).map((i) => i.label)).toEqual([
      'open',
    ]);
  });
});
