export const ROLES = ['ADMIN', 'COORDINATOR', 'INSPECTOR'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_TENANT_ID = 'default-tenant';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
