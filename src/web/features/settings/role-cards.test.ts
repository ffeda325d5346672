import { PERMISSION_CATALOGUE, type Permission } from '@/shared/permissions';
import type { Role } from '@/shared/roles';
import { describe, expect, it } from 'vitest';
import { describeRoleCards } from './role-cards';

const defaults = (role: Role) => (permission: Permission) =>
  PERMISSION_CATALOGUE.some((c) =>
    c.permissions.some((p) => p.key === permission && (p.roles as readonly Role[]).includes(role)),
  );

describe('role cards', () => {
  it('read as spec 02 with the default matrix, which agrees with them', () => {
    const cards = describeRoleCards(defaults);
    expect(cards.map((c) => `${c.title}: ${c.access}: ${c.description}`)).toEqual([
      'Administrator: Full Access: User management, system settings, all inspections, reports & analytics.',
      'Coordinator: Limited Access: View inspections, manage communications; no user management or system settings.',
      'Inspector: View Only: Assigned inspections, submit reports; no all-inspections view or user management.',
    ]);
    // The card's 'no all-inspections view' is true of the default matrix.
    expect(defaults('INSPECTOR')('inspections:view_all')).toBe(false);
    expect(defaults('COORDINATOR')('inspections:view_all')).toBe(true);
  });

  it('say what the role can do once the matrix changes what they speak of', () => {
    const inspectorSeesAll = (role: Role) => (permission: Permission) =>
      role === 'INSPECTOR' && permission === 'inspections:view_all'
        ? true
        : defaults(role)(permission);
    const inspector = describeRoleCards(inspectorSeesAll).find((c) => c.role === 'INSPECTOR')!;
    expect(inspector.description).toBe(
      'All inspections, no user management, no system settings (changed in the permission matrix below).',
    );
    expect(inspector.description).not.toContain('no all-inspections view');
  });

  it('keep the spec wording while the matrix is unknown', () => {
    expect(describeRoleCards(() => null)[2]!.description).toBe(
      'Assigned inspections, submit reports; no all-inspections view or user management.',
    );
  });
});
