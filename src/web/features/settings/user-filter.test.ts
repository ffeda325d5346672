import { describe, expect, it } from 'vitest';
import { filterUsers, roleBadgeClass } from './user-filter';

const users = [
  { firstName: 'Alex', lastName: 'Morgan', email: 'admin@demo.test', role: 'ADMIN' },
  { firstName: 'Sam', lastName: 'Patel', email: 'sam@demo.test', role: 'COORDINATOR' },
  { firstName: 'Jo', lastName: 'Reed', email: 'jo@example.org', role: 'INSPECTOR' },
];

describe('filterUsers', () => {
  it('returns everyone for a blank query', () => {
    expect(filterUsers(users, '   ')).toHaveLength(3);
  });
  it('matches first name, last name, e-mail and role case-insensitively', () => {
    expect(filterUsers(users, 'alex').map((u) => u.lastName)).toEqual(['Morgan']);
    expect(filterUsers(users, 'PATEL').map((u) => u.firstName)).toEqual(['Sam']);
    expect(filterUsers(users, 'example.ORG').map((u) => u.firstName)).toEqual(['Jo']);
    expect(filterUsers(users, 'coordinator').map((u) => u.firstName)).toEqual(['Sam']);
  });
  it('returns nothing when nothing matches', () => {
    expect(filterUsers(users, 'zzz')).toEqual([]);
  });
});

describe('roleBadgeClass', () => {
  it('colours admin as danger and coordinator as info', () => {
    expect(roleBadgeClass('ADMIN')).toContain('red');
    expect(roleBadgeClass('COORDINATOR')).toContain('sky');
    expect(roleBadgeClass('INSPECTOR')).toContain('slate');
  });
});
