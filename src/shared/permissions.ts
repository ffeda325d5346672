import type { Role } from './roles';

/**
 * Every permission the server checks, grouped into the categories of the
 * spec 02 'Permission matrix'. Features add their own entries here; the
 * default grants seed the `role_permissions` table, which is what the server
 * actually reads.
 */
export const PERMISSION_CATALOGUE = [
  {
    category: 'Inspections',
    permissions: [
      // Not INSPECTOR: the spec's role card says 'assigned inspections ... no all-inspections
      // view' (docs/decisions/008-inspector-sees-assigned-inspections.md).
      {
        key: 'inspections:view_all',
        name: 'View all inspections',
        roles: ['ADMIN', 'COORDINATOR'],
      },
      { key: 'inspections:create', name: 'Create inspections', roles: ['ADMIN', 'COORDINATOR'] },
      {
        key: 'inspections:edit',
        name: 'Edit inspections',
        roles: ['ADMIN', 'COORDINATOR', 'INSPECTOR'],
      },
      { key: 'inspections:delete', name: 'Delete inspections', roles: ['ADMIN'] },
      {
        key: 'inspections:edit_all',
        name: 'Edit inspections assigned to others',
        roles: ['ADMIN', 'COORDINATOR'],
      },
      {
        key: 'evidence:withdraw',
        name: 'Withdraw evidence files from inspections (with a reason)',
        roles: ['ADMIN', 'COORDINATOR'],
      },
      {
        key: 'evidence:explain_flags',
        name: "Mark a photo's integrity flag as explained (with a reason)",
        roles: ['ADMIN', 'COORDINATOR'],
      },
    ],
  },
  {
    category: 'Users',
    permissions: [
      { key: 'users:view_all', name: 'View all users', roles: ['ADMIN'] },
      { key: 'users:create', name: 'Create users', roles: ['ADMIN'] },
      { key: 'users:edit', name: 'Edit users', roles: ['ADMIN'] },
      { key: 'users:delete', name: 'Delete users', roles: ['ADMIN'] },
    ],
  },
  {
    category: 'Installers',
    permissions: [
      {
        key: 'installers:view',
        name: 'View installers',
        roles: ['ADMIN', 'COORDINATOR', 'INSPECTOR'],
      },
      { key: 'installers:edit', name: 'Edit installers', roles: ['ADMIN', 'COORDINATOR'] },
      {
        key: 'installers:notes_all',
        name: "Edit or delete others' installer notes",
        roles: ['ADMIN', 'COORDINATOR'],
      },
      {
        key: 'monitoring:manage',
        name: 'Manage enhanced monitoring',
        roles: ['ADMIN', 'COORDINATOR'],
      },
      {
        key: 'sampling:view',
        name: "View the monitoring programme's sampling rules and quarterly plan",
        roles: ['ADMIN', 'COORDINATOR'],
      },
      {
        // Rules judge every installer's quarter: one accountable role changes them (issue 30 point 4).
        key: 'sampling:edit_rules',
        name: 'Change the sampling rules (a new version from a quarter on)',
        roles: ['ADMIN'],
      },
      {
        // Accepting a proposal registers an inspection of an installer's work (issue 30 point 6).
        key: 'sampling:manage_proposals',
        name: 'Draw, accept and skip sampling proposals',
        roles: ['ADMIN', 'COORDINATOR'],
      },
    ],
  },
  {
    category: 'Reports',
    permissions: [
      {
        key: 'reports:view_all',
        name: 'View all reports',
        roles: ['ADMIN', 'COORDINATOR', 'INSPECTOR'],
      },
      { key: 'reports:create', name: 'Create reports', roles: ['ADMIN', 'COORDINATOR'] },
      { key: 'reports:export', name: 'Export reports', roles: ['ADMIN', 'COORDINATOR'] },
    ],
  },
  {
    category: 'Operations',
    permissions: [
      { key: 'defects:view', name: 'View defects', roles: ['ADMIN', 'COORDINATOR', 'INSPECTOR'] },
      {
        key: 'defects:manage',
        name: 'Raise and update defects',
        roles: ['ADMIN', 'COORDINATOR', 'INSPECTOR'],
      },
      {
        key: 'defects:manage_all',
        name: 'Update defects assigned to others',
        roles: ['ADMIN', 'COORDINATOR'],
      },
      {
        key: 'followups:view',
        name: 'View follow-ups',
        roles: ['ADMIN', 'COORDINATOR', 'INSPECTOR'],
      },
      {
        key: 'followups:manage',
        name: 'Create and complete follow-ups',
        roles: ['ADMIN', 'COORDINATOR', 'INSPECTOR'],
      },
      { key: 'followups:assign', name: 'Reassign follow-ups', roles: ['ADMIN', 'COORDINATOR'] },
      {
        key: 'checklists:answer',
        name: 'Answer checklist items and set their status',
        roles: ['ADMIN', 'COORDINATOR', 'INSPECTOR'],
      },
      {
        // A second person's judgement: the inspector who failed an item cannot overturn it (decision 012).
        key: 'checklists:overturn',
        name: 'Overturn a failed checklist item (with a reason)',
        roles: ['ADMIN', 'COORDINATOR'],
      },
      {
        key: 'followups:manage_all',
        name: 'Complete follow-ups assigned to others',
        roles: ['ADMIN', 'COORDINATOR'],
      },
      {
        key: 'schedule:view',
        name: 'View the inspection schedule',
        roles: ['ADMIN', 'COORDINATOR', 'INSPECTOR'],
      },
      { key: 'schedule:manage', name: 'Book inspection visits', roles: ['ADMIN', 'COORDINATOR'] },
      {
        key: 'projects:view',
        name: 'View projects',
        roles: ['ADMIN', 'COORDINATOR', 'INSPECTOR'],
      },
      { key: 'projects:manage', name: 'Create and edit projects', roles: ['ADMIN', 'COORDINATOR'] },
      { key: 'documents:review', name: 'Review documents', roles: ['ADMIN', 'COORDINATOR'] },
      {
        key: 'data:import',
        name: 'Import data files (Excel Tracker, Import Data)',
        roles: ['ADMIN', 'COORDINATOR'],
      },
    ],
  },
  {
    category: 'Payments',
    permissions: [
      { key: 'payments:view', name: 'View payments', roles: ['ADMIN', 'COORDINATOR'] },
      {
        key: 'payments:manage',
        name: 'Record payments and invoices',
        roles: ['ADMIN', 'COORDINATOR'],
      },
    ],
  },
  {
    category: 'Support',
    permissions: [
      {
        key: 'support:handle',
        name: 'Handle support tickets (see all, reply, internal notes, assign)',
        roles: ['ADMIN', 'COORDINATOR'],
      },
    ],
  },
  {
    category: 'News',
    permissions: [
      {
        key: 'news:publish',
        name: 'Publish news posts (create, schedule, edit, delete, required reading)',
        roles: ['ADMIN', 'COORDINATOR'],
      },
    ],
  },
  {
    category: 'Improvement',
    permissions: [
      {
        key: 'improvements:manage',
        name: 'Manage improvement initiatives, suggestion statuses and key metrics',
        roles: ['ADMIN', 'COORDINATOR'],
      },
    ],
  },
  {
    category: 'Guidance',
    permissions: [
      {
        key: 'guidance:publish',
        name: 'Publish guidance documents (publish, feature, set review dates)',
        roles: ['ADMIN', 'COORDINATOR'],
      },
    ],
  },
  {
    category: 'System',
    permissions: [
      { key: 'settings:manage', name: 'Manage system settings', roles: ['ADMIN'] },
      { key: 'checklists:manage', name: 'Add checklist questions and items', roles: ['ADMIN'] },
      { key: 'audit:view', name: 'View the audit log', roles: ['ADMIN'] },
      { key: 'sessions:manage', name: 'Manage all sessions', roles: ['ADMIN'] },
      {
        // Endpoints receive every subscribed event's data and hold signing secrets (issue 33).
        key: 'webhooks:manage',
        name: 'Manage webhooks (endpoints, signing secrets, deliveries)',
        roles: ['ADMIN'],
      },
      {
        // A key acts through the public API with the scopes it is given (issue 33).
        key: 'apiKeys:manage',
        name: 'Manage API keys (create, scope, revoke)',
        roles: ['ADMIN'],
      },
      {
        // Who may sign in, and with what role, is decided by the provider set here (issue 33).
        key: 'sso:manage',
        name: 'Manage single sign-on (identity providers, domains, SSO required)',
        roles: ['ADMIN'],
      },
    ],
  },
] as const satisfies readonly {
  category: string;
  permissions: readonly { key: string; name: string; roles: readonly Role[] }[];
}[];

export type Permission = (typeof PERMISSION_CATALOGUE)[number]['permissions'][number]['key'];

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_CATALOGUE.flatMap((c) =>
  c.permissions.map((p) => p.key),
);

/** The default role matrix as (role, permission) pairs, used to seed the database. */
export function listDefaultGrants(): { role: Role; permission: Permission }[] {
  return PERMISSION_CATALOGUE.flatMap((category) =>
    category.permissions.flatMap((p) => p.roles.map((role) => ({ role, permission: p.key }))),
  );
}
