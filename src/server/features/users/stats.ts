import { and, asc, count, eq } from 'drizzle-orm';
import { ROLES, type Role } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/index';

export type RoleStat = { role: Role; count: number };

/** Users per role in a tenant, every role listed (zero included). */
export async function countUsersByRole(db: Db, tenantId: string) {
  const rows = await db
    .select({ role: users.role, count: count() })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .groupBy(users.role);
  const roleStats: RoleStat[] = ROLES.map((role) => ({
    role,
    count: rows.find((r) => r.role === role)?.count ?? 0,
  }));
  return { roleStats, totalUsers: roleStats.reduce((sum, r) => sum + r.count, 0) };
}

export async function getUserStats(db: Db, tenantId: string) {
  const [{ roleStats, totalUsers }, [active]] = await Promise.all([
    countUsersByRole(db, tenantId),
    db
      .select({ count: count() })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.isActive, true))),
  ]);
  const activeUsers = active?.count ?? 0;
  return { totalUsers, activeUsers, inactiveUsers: totalUsers - activeUsers, roleStats };
}

export async function listUsers(db: Db, tenantId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      isActive: users.isActive,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  return rows.map((r) => ({
    ...r,
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
