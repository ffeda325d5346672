/** The tenant's staff roles: the permission matrix, the users page and every staff screen. */
export const ROLES = ['ADMIN', 'COORDINATOR', 'INSPECTOR'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A person outside the tenant's staff who works for one installer and signs in
 * to the installer portal only (issue 31, docs/installer-portal.md). Not a
 * staff role: it has no column in the permission matrix, and the server refuses
 * it every procedure and route that is not part of the portal or the account.
 */
export const INSTALLER_ROLE = 'INSTALLER';
export const ACCOUNT_ROLES = [...ROLES, INSTALLER_ROLE] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const DEFAULT_TENANT_ID = 'default-tenant';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isAccountRole(value: unknown): value is AccountRole {
  return typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);
}
