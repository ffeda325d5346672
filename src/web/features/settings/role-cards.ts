import { PERMISSION_CATALOGUE, type Permission } from '@/shared/permissions';
import type { Role } from '@/shared/roles';

/**
 * The role cards of Roles & Permissions, described from the live matrix so
 * card and matrix never disagree (issue 11 point 6). With the default grants
 * each card reads exactly as spec 02 says; once an ADMIN changes what a card
 * speaks of (seeing every inspection, managing users, system settings), the
 * card says what the role can do now.
 */
export type RoleCard = { role: Role; title: string; access: string; description: string };

const SPEC_CARDS: RoleCard[] = [
  {
    role: 'ADMIN',
    title: 'Administrator',
    access: 'Full Access',
    description: 'User management, system settings, all inspections, reports & analytics.',
  },
  {
    role: 'COORDINATOR',
    title: 'Coordinator',
    access: 'Limited Access',
    description: 'View inspections, manage communications; no user management or system settings.',
  },
  {
    role: 'INSPECTOR',
    title: 'Inspector',
    access: 'View Only',
    description:
      'Assigned inspections, submit reports; no all-inspections view or user management.',
  },
];

/** What the cards speak of, each as one grant of the matrix. */
const FACTS = {
  allInspections: 'inspections:view_all',
  userManagement: 'users:edit',
  systemSettings: 'settings:manage',
} as const satisfies Record<string, Permission>;
type Facts = Record<keyof typeof FACTS, boolean>;

const factsOf = (granted: (permission: Permission) => boolean): Facts => ({
  allInspections: granted(FACTS.allInspections),
  userManagement: granted(FACTS.userManagement),
  systemSettings: granted(FACTS.systemSettings),
});

const defaultGrant = (role: Role) => (permission: Permission) =>
  PERMISSION_CATALOGUE.some((category) =>
    category.permissions.some(
      (p) => p.key === permission && (p.roles as readonly Role[]).includes(role),
    ),
  );

function describeChanged(facts: Facts): string {
  const parts = [
    facts.allInspections ? 'All inspections' : 'Assigned inspections only',
    facts.userManagement ? 'user management' : 'no user management',
    facts.systemSettings ? 'system settings' : 'no system settings',
  ];
  return `${parts.join(', ')} (changed in the permission matrix below).`;
}

export function describeRoleCards(
  grantsOf: (role: Role) => ((permission: Permission) => boolean) | null,
): RoleCard[] {
  return SPEC_CARDS.map((card) => {
    const granted = grantsOf(card.role);
    if (!granted) return card; // matrix not loaded (or not visible): the spec's words
    const now = factsOf(granted);
    const byDefault = factsOf(defaultGrant(card.role));
    const unchanged = (Object.keys(now) as (keyof Facts)[]).every((k) => now[k] === byDefault[k]);
    return unchanged ? card : { ...card, description: describeChanged(now) };
  });
}
