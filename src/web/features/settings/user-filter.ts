export type SearchableUser = {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
};

/** Users whose first name, last name, e-mail or role contains the query, case-insensitively. */
export function filterUsers<T extends SearchableUser>(users: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...users];
  return users.filter((user) =>
    [user.firstName, user.lastName, user.email, user.role].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

/** Badge colours from the spec: admin danger, coordinator info, inspector default. */
export function roleBadgeClass(role: string): string {
  if (role === 'ADMIN') return 'bg-red-600 text-white';
  if (role === 'COORDINATOR') return 'bg-sky-100 text-sky-900';
  return 'bg-slate-100 text-slate-800';
}
