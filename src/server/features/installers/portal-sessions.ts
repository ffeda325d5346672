import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { installerPortalUsers, sessions } from '@/server/db/schema/index';

/**
 * An installer that is no longer Active shuts its portal users out at once (issue 31): the
 * portal check already refuses their calls; this also ends their sessions, in the transaction
 * that changes the status. Returns how many sessions ended.
 */
export async function endPortalSessionsUnlessActive(
  tx: Tx,
  tenantId: string,
  installerId: string,
  status: string,
) {
  if (status === 'Active') return 0;
  const portalUsers = tx
    .select({ id: installerPortalUsers.userId })
    .from(installerPortalUsers)
    .where(
      and(
        eq(installerPortalUsers.tenantId, tenantId),
        eq(installerPortalUsers.installerId, installerId),
      ),
    );
  const ended = await tx
    .delete(sessions)
    .where(inArray(sessions.userId, portalUsers))
    .returning({ id: sessions.id });
  return ended.length;
}
