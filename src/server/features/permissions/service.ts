import { and, eq } from 'drizzle-orm';
import { listDefaultGrants, type Permission } from '../../../shared/permissions';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { rolePermissions } from '../../db/schema/index';

export async function hasPermission(db: Db, tenantId: string, role: Role, permission: Permission) {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(
      and(
        eq(rolePermissions.tenantId, tenantId),
        eq(rolePermissions.role, role),
        eq(rolePermissions.permission, permission),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function listRolePermissions(db: Db, tenantId: string, role: Role): Promise<string[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.role, role)));
  return rows.map((r) => r.permission).sort();
}

/** Adds the default grants a tenant lacks; never removes an administrator's changes. */
export async function ensureDefaultMatrix(db: Db, tenantId: string) {
  const grants = listDefaultGrants().map((g) => ({ tenantId, ...g }));
  await db.insert(rolePermissions).values(grants).onConflictDoNothing();
}
