import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { PERMISSION_CATALOGUE } from '@/shared/permissions';
import { ROLES, type Role } from '@/shared/roles';
import { ADMIN_LOCKED_PERMISSIONS, type UpdateMatrixInput } from '@/shared/users';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { rolePermissions } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

/** The catalogue with each role's grant as the tenant's role_permissions rows say. */
export async function getPermissionMatrix(db: Db, tenantId: string) {
  const rows = await db
    .select({ role: rolePermissions.role, permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.tenantId, tenantId));
  const granted = new Set(rows.map((r) => `${r.role}|${r.permission}`));
  const matrix = PERMISSION_CATALOGUE.map((category) => ({
    category: category.category,
    permissions: category.permissions.map((p) => ({
      key: p.key,
      name: p.name,
      roles: Object.fromEntries(
        ROLES.map((role) => [role, granted.has(`${role}|${p.key}`)]),
      ) as Record<Role, boolean>,
    })),
  }));
  return { matrix, roles: [...ROLES] };
}

export async function updatePermissionMatrix(
  actor: Actor,
  input: z.output<typeof UpdateMatrixInput>,
) {
  const { role, permission, granted } = input;
  if (
    role === 'ADMIN' &&
    !granted &&
    (ADMIN_LOCKED_PERMISSIONS as readonly string[]).includes(permission)
  ) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Administrators must keep user management rights.',
    });
  }
  return actor.db.transaction(async (tx) => {
    const changed = granted
      ? await tx
          .insert(rolePermissions)
          .values({ tenantId: actor.tenantId, role, permission })
          .onConflictDoNothing()
          .returning({ role: rolePermissions.role })
      : await tx
          .delete(rolePermissions)
          .where(
            and(
              eq(rolePermissions.tenantId, actor.tenantId),
              eq(rolePermissions.role, role),
              eq(rolePermissions.permission, permission),
            ),
          )
          .returning({ role: rolePermissions.role });
    if (changed.length > 0) {
      await writeAudit(tx, actor, {
        action: 'update',
        resource: 'role_permission',
        resourceId: `${role}:${permission}`,
        details: { role, permission, granted },
      });
    }
    return { role, permission, granted, changed: changed.length > 0 };
  });
}
