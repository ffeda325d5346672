import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/index';

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
