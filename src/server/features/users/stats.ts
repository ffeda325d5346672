import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ROLES, type Role } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { users } from '@/server/db/schema/index';

/** The users page lists staff; installer users are managed on their installer's profile. */
const staffOf = (tenantId: string) => and(eq(users.tenantId, tenantId), inArray(users.role, ROLES));

export type RoleStat = { role: Role; count: number };

/** Users per role in a tenant, every role listed (zero included). */
export async function countUsersByRole(db: Db, tenantId: string) {
  const rows = await db
    .select({ role: users.role, count: count() })
    .from(users)
    .where(staffOf(tenantId))
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
      .where(and(staffOf(tenantId), eq(users.isActive, true))),
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
    .where(staffOf(tenantId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  return rows.map((r) => ({
    ...r,
    role: r.role as Role, // staffOf: never INSTALLER
    lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
