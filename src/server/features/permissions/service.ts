import { and, eq } from 'drizzle-orm';
import { ALL_PERMISSIONS, listDefaultGrants, type Permission } from '@/shared/permissions';
import { isRole, type AccountRole } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { changeCache } from '@/server/db/change-cache';
import { rolePermissions, seededPermissions } from '@/server/db/schema/index';

/** Role permissions are checked on most calls: kept per server until the matrix changes. */
export const PERMISSIONS_CACHE = 'role-permissions';

/** INSTALLER is not a staff role: it holds no permission of the matrix (issue 31). */
export async function hasPermission(
  db: Db,
  tenantId: string,
  role: AccountRole,
  permission: Permission,
) {
  if (!isRole(role)) return false;
  const cache = changeCache<ReadonlySet<string>>(db, PERMISSIONS_CACHE, 10 * 60_000);
  if (cache) {
    const granted = await cache.through(`${tenantId}\u0000${role}`, { tenantId }, async () => {
      return new Set(await listRolePermissions(db, tenantId, role));
    });
    return granted.has(permission);
  }
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

export async function listRolePermissions(
  db: Db,
  tenantId: string,
  role: AccountRole,
): Promise<string[]> {
  if (!isRole(role)) return [];
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.role, role)));
  return rows.map((r) => r.permission).sort();
}

/**
 * Applies the default grants of every permission key the tenant has not seen
 * yet (new tenant, or a key added by a new release), once: an administrator's
 * later revocation is never undone by a restart.
 */
export async function ensureDefaultMatrix(db: Db, tenantId: string) {
  const seen = new Set(
    (
      await db
        .select({ permission: seededPermissions.permission })
        .from(seededPermissions)
        .where(eq(seededPermissions.tenantId, tenantId))
    ).map((r) => r.permission),
  );
  const fresh = ALL_PERMISSIONS.filter((p) => !seen.has(p));
  if (fresh.length === 0) return;
  await db.transaction(async (tx) => {
    const grants = listDefaultGrants().filter((g) => fresh.includes(g.permission));
    if (grants.length > 0)
      await tx
        .insert(rolePermissions)
        .values(grants.map((g) => ({ tenantId, ...g })))
        .onConflictDoNothing();
    await tx
      .insert(seededPermissions)
      .values(fresh.map((permission) => ({ tenantId, permission })))
      .onConflictDoNothing();
  });
}
