import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { users } from '@/server/db/schema/index';

/** Active people of the tenant a defect or follow-up can be given to. */
export async function listAssignees(db: Db, tenantId: string) {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.isActive, true)))
    .orderBy(asc(users.name));
}

/** The assignee's name, or BAD_REQUEST when they are not an active user of the tenant. */
export async function requireAssignee(db: Db | Tx, tenantId: string, userId: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId), eq(users.isActive, true)));
  if (!user) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Choose an active user of your organisation as the assignee.',
    });
  }
  return user;
}
