import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { installerPortalUsers, installers } from '@/server/db/schema/index';

/**
 * The installer an INSTALLER user works for, or null when there is none or it
 * is no longer Active: such a user has no session (docs/installer-portal.md).
 * Read when a session is resolved (auth/session-user.ts) and again by every
 * portal procedure, so a deactivated installer is shut out at once.
 */
export async function portalInstallerOf(
  db: Db,
  user: { id: string; tenantId?: string | null },
): Promise<string | null> {
  if (!user.tenantId) return null;
  const [row] = await db
    .select({ installerId: installerPortalUsers.installerId })
    .from(installerPortalUsers)
    .innerJoin(installers, eq(installers.id, installerPortalUsers.installerId))
    .where(
      and(
        eq(installerPortalUsers.userId, user.id),
        eq(installerPortalUsers.tenantId, user.tenantId),
        eq(installers.tenantId, user.tenantId),
        eq(installers.status, 'Active'),
      ),
    );
  return row?.installerId ?? null;
}
