import { TRPCError } from '@trpc/server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  emailHasAccountMessage,
  invitedElsewhereMessage,
} from '@/shared/installer-portal/accounts';
import type { Db, Tx } from '@/server/db/client';
import { installerInvitations, installers, users } from '@/server/db/schema/index';

/** The installer of this tenant, or NOT_FOUND (another tenant's reads as missing). */
export async function findInstaller(db: Db | Tx, tenantId: string, installerId: string) {
  const [row] = await db
    .select({ id: installers.id, name: installers.name, status: installers.status })
    .from(installers)
    .where(and(eq(installers.id, installerId), eq(installers.tenantId, tenantId)));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Installer not found.' });
  return row;
}

/** The invitation of this tenant, locked for the rest of the transaction, or NOT_FOUND. */
export async function findInvitationForUpdate(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(installerInvitations)
    .where(and(eq(installerInvitations.id, id), eq(installerInvitations.tenantId, tenantId)))
    .for('update');
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Invitation not found.' });
  return row;
}

/**
 * E-mail addresses sign people in and are unique across every tenant, so an address that
 * already has an account (staff or installer, here or elsewhere) cannot be invited.
 */
export async function assertNoAccount(tx: Tx, email: string) {
  const [clash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (clash) throw new TRPCError({ code: 'BAD_REQUEST', message: emailHasAccountMessage(email) });
}

/**
 * The address's one open (not accepted, not revoked) invitation in this tenant, if any. One
 * for another installer that has not expired is refused; an expired one is closed so that a
 * new invitation can take its place (the database allows one open row per address).
 */
export async function openInvitationFor(
  tx: Tx,
  tenantId: string,
  installerId: string,
  email: string,
  now: Date,
) {
  const [open] = await tx
    .select()
    .from(installerInvitations)
    .where(
      and(
        eq(installerInvitations.tenantId, tenantId),
        sql`lower(${installerInvitations.email}) = lower(${email})`,
        isNull(installerInvitations.acceptedAt),
        isNull(installerInvitations.revokedAt),
      ),
    )
    .for('update');
  if (!open) return null;
  if (open.installerId === installerId) return open;
  if (open.expiresAt > now)
    throw new TRPCError({ code: 'BAD_REQUEST', message: invitedElsewhereMessage(email) });
  await tx
    .update(installerInvitations)
    .set({ revokedAt: now })
    .where(eq(installerInvitations.id, open.id));
  return null;
}
