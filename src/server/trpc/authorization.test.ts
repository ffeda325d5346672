import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../shared/permissions';
import { listDefaultGrants } from '../../shared/permissions';
import { ROLES, type Role } from '../../shared/roles';
import type { Database } from '../db/client';
import { createUser } from '../db/factories';
import { callerFor, type TestUser } from '../test-support/test-caller';
import { openTestDatabase } from '../test-support/test-database';
import { appRouter } from './router';
import { mfaRequirements } from '../features/mfa/procedure-requirements';
import { accountRequirements } from '../features/account/procedure-requirements';
import { sessionsRequirements } from '../features/sessions/procedure-requirements';
import { profileRequirements } from '../features/profile/procedure-requirements';
import { settingsRequirements } from '../features/settings/procedure-requirements';
import { auditRequirements } from '../features/audit/procedure-requirements';
import { maintenanceRequirements } from '../features/maintenance/procedure-requirements';
import { dashboardRequirements } from '../features/dashboard/procedure-requirements';
import { reportsRequirements } from '../features/reports/procedure-requirements';
import { defectsRequirements } from '../features/defects/procedure-requirements';
import { followupsRequirements } from '../features/followups/procedure-requirements';
import { scheduleRequirements } from '../features/schedule/procedure-requirements';
import { projectsRequirements } from '../features/projects/procedure-requirements';
import { paymentsRequirements } from '../features/payments/procedure-requirements';
import { documentReviewsRequirements } from '../features/document-reviews/procedure-requirements';

/**
 * What every procedure of the app needs. A procedure added without an entry
 * here fails the first test, so nothing reaches the API without a decided
 * permission; the other tests check the server really enforces it.
 */
const REQUIRED: Record<string, 'session' | Permission> = {
  'session.me': 'session',
  'home.badges': 'session',
  'notifications.list': 'session',
  'notifications.counts': 'session',
  'notifications.unreadCount': 'session',
  'notifications.markRead': 'session',
  'notifications.markAllRead': 'session',
  'notifications.clear': 'session',
  // Inspections: reads are narrowed by inspections:view_all inside the service (scope.ts).
  'inspection.getPendingInspections': 'session',
  'inspection.list': 'session',
  'inspection.stats': 'session',
  'inspection.get': 'session',
  'inspection.createInspectionDirect': 'inspections:create',
  'inspection.saveDraft': 'inspections:create',
  'inspection.loadDraft': 'inspections:create',
  'inspection.listDrafts': 'inspections:create',
  'inspection.deleteDraft': 'inspections:create',
  'inspection.updateInspectionStatus': 'inspections:edit',
  'inspection.update': 'inspections:edit',
  'installers.list': 'installers:view',
  'installers.stats': 'installers:view',
  'installers.get': 'installers:view',
  'installers.options': 'installers:view',
  'installers.create': 'installers:edit',
  'installers.update': 'installers:edit',
  'installers.setStatus': 'installers:edit',
  'installers.setMonitoringType': 'monitoring:manage',
  'installerContacts.notes.list': 'installers:view',
  'installerContacts.notes.create': 'installers:view',
  'installerContacts.notes.update': 'installers:view',
  'installerContacts.notes.delete': 'installers:view',
  'installerContacts.notes.toggleComplete': 'installers:view',
  'installerContacts.calls.list': 'installers:view',
  'installerContacts.calls.create': 'installers:view',
  'installerContacts.emails.list': 'installers:view',
  'installerContacts.emails.saveDraft': 'installers:view',
  'installerContacts.emails.send': 'installers:view',
  'installerContacts.emails.fillTemplate': 'installers:view',
  'installerContacts.emails.sendBulk': 'installers:edit',
  'installerContacts.templates.list': 'installers:view',
  'installerContacts.templates.create': 'installers:edit',
  'installerContacts.templates.update': 'installers:edit',
  'installerContacts.templates.duplicate': 'installers:edit',
  'installerContacts.templates.delete': 'installers:edit',
  'installerContacts.activity.list': 'installers:view',
  'installerContacts.activity.timeline': 'installers:view',
  'installerContacts.documents.list': 'installers:view',
  'installerContacts.documents.delete': 'installers:edit',
  'monitoring.overview': 'installers:view',
  'monitoring.enhancedInstallers': 'installers:view',
  'monitoring.reports': 'installers:view',
  'monitoring.proposals.list': 'installers:view',
  'monitoring.proposals.confirm': 'monitoring:manage',
  'monitoring.proposals.dismiss': 'monitoring:manage',
  'monitoring.escalations.list': 'installers:view',
  'monitoring.escalations.create': 'monitoring:manage',
  'monitoring.escalations.setStatus': 'monitoring:manage',
  'monitoring.settings.get': 'installers:view',
  'monitoring.settings.save': 'monitoring:manage',
  'users.getAll': 'users:view_all',
  'users.getStats': 'users:view_all',
  'users.create': 'users:create',
  'users.update': 'users:edit',
  'users.delete': 'users:delete',
  'users.changePassword': 'users:edit',
  'permissions.getRoleStats': 'users:view_all',
  'permissions.getPermissionMatrix': 'session',
  'permissions.updateMatrix': 'users:edit',
  ...mfaRequirements,
  ...accountRequirements,
  ...sessionsRequirements,
  ...profileRequirements,
  ...settingsRequirements,
  ...auditRequirements,
  ...maintenanceRequirements,
  ...dashboardRequirements,
  ...reportsRequirements,
  ...defectsRequirements,
  ...followupsRequirements,
  ...scheduleRequirements,
  ...projectsRequirements,
  ...paymentsRequirements,
  ...documentReviewsRequirements,
};

const PROCEDURES = Object.keys(appRouter._def.procedures).sort();
const GRANTS = listDefaultGrants();
const roleHas = (role: Role, permission: Permission) =>
  GRANTS.some((g) => g.role === role && g.permission === permission);

type Callable = (input?: unknown) => Promise<unknown>;

/** Calls a procedure by its dotted path with an input no procedure accepts, so nothing changes. */
async function codeOf(db: Database['db'], user: TestUser | null, path: string): Promise<string> {
  let target: unknown = callerFor(db, user);
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  try {
    await (target as Callable)({ __authorizationProbe: true, id: 'not-a-uuid' });
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'THREW';
  }
}

let database: Database;
const users = {} as Record<Role, TestUser>;

beforeAll(async () => {
  database = await openTestDatabase();
  for (const role of ROLES) {
    users[role] = await createUser(database.db, {
      email: `${role.toLowerCase()}@authz.test`,
      password: 'password-1',
      firstName: role,
      lastName: 'User',
      role,
    });
  }
});
afterAll(() => database.close());

describe('authorization of every procedure', () => {
  it('has a decided requirement for every procedure of the app router, and no stale entries', () => {
    expect(PROCEDURES).toEqual(Object.keys(REQUIRED).sort());
  });

  it.each(PROCEDURES)('%s refuses an anonymous caller with UNAUTHORIZED', async (path) => {
    expect(await codeOf(database.db, null, path)).toBe('UNAUTHORIZED');
  });

  const cases = PROCEDURES.flatMap((path) => ROLES.map((role) => [path, role] as const));
  it.each(cases)('%s for %s follows the role matrix', async (path, role) => {
    const required = REQUIRED[path]!;
    const code = await codeOf(database.db, users[role], path);
    if (required !== 'session' && !roleHas(role, required)) {
      expect(code).toBe('FORBIDDEN');
    } else {
      // Allowed through: whatever happens next (bad input, not found) is not an authorization refusal.
      expect(['UNAUTHORIZED', 'FORBIDDEN']).not.toContain(code);
    }
  });
});
