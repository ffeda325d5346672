import { TRPCError } from '@trpc/server';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { users } from '@/server/db/schema/index';

/** A user of the tenant whose full name is the inspector name the form carried, if any. */
export async function findInspectorUser(
  tx: Db | Tx,
  tenantId: string,
  inspectorName: string | null,
) {
  if (!inspectorName) return null;
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.name}) = lower(${inspectorName})`))
    .limit(1);
  return user?.id ?? null;
}

export const CHOOSE_INSPECTOR_MESSAGE = 'Choose an inspector from the list';

/** The tenant's active INSPECTOR users: the one list registration and the pending queue assign from. */
export async function listInspectorOptions(db: Db | Tx, tenantId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'INSPECTOR'), eq(users.isActive, true)))
    .orderBy(asc(users.name));
}

/** The chosen inspector, or a BAD_REQUEST when the id is not an active INSPECTOR of the tenant. */
export async function requireInspectorOption(db: Db | Tx, tenantId: string, userId: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        eq(users.tenantId, tenantId),
        eq(users.role, 'INSPECTOR'),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!user) throw new TRPCError({ code: 'BAD_REQUEST', message: CHOOSE_INSPECTOR_MESSAGE });
  return user;
}
