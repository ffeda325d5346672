import { TRPCError } from '@trpc/server';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INVITATION_INVALID_MESSAGE,
  invitationStateOf,
  type AcceptInvitationInput,
} from '@/shared/installer-portal/accounts';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { insertUserWithCredential } from '@/server/db/factories';
import { installerInvitations, installerPortalUsers, installers } from '@/server/db/schema/index';
import {
  recordFailure,
  retryText,
  secondsLocked,
  type ThrottleKey,
} from '@/server/lib/password-throttle';
import { assertNoAccount } from './invitation-rules';
import { hashInvitationToken } from './invitation-token';

/**
 * Guessing a 32-byte token is hopeless, but a wrong link still counts against the client's
 * address, as a wrong reset link does: ten free, then a minute, doubling up to 15 minutes.
 */
const invitationKey = (ip: string): ThrottleKey => ({
  key: `invitation:address:${ip}`,
  policy: { freeFailures: 10, firstLockSeconds: 60, maxLockSeconds: 15 * 60 },
});

type Caller = { db: Db; ip: string };
const invalid = () => new TRPCError({ code: 'BAD_REQUEST', message: INVITATION_INVALID_MESSAGE });

async function refuseWhileThrottled(caller: Caller) {
  const seconds = await secondsLocked(caller.db, [invitationKey(caller.ip)]);
  if (seconds > 0)
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many invitation links tried from here. ${retryText(seconds)}`,
    });
}

/** The open invitation of a token, with its installer Active, or null. */
async function openInvitation(db: Db | Tx, token: string, lock: boolean) {
  const query = db
    .select({ invitation: installerInvitations, installerName: installers.name })
    .from(installerInvitations)
    .innerJoin(
      installers,
      and(
        eq(installers.id, installerInvitations.installerId),
        eq(installers.tenantId, installerInvitations.tenantId),
        eq(installers.status, 'Active'),
      ),
    )
    .where(eq(installerInvitations.tokenHash, hashInvitationToken(token)));
  const [row] = lock ? await query.for('update', { of: installerInvitations }) : await query;
  return row && invitationStateOf(row.invitation) === 'open' ? row : null;
}

/** Counts a wrong, used or withdrawn link against the caller's address, then refuses it. */
async function refuseLink(caller: Caller): Promise<never> {
  await recordFailure(caller.db, [invitationKey(caller.ip)]);
  throw invalid();
}

/** What the public page shows: the invitee's name and e-mail and the installer's name only. */
export async function readInvitation(caller: Caller, token: string) {
  await refuseWhileThrottled(caller);
  const row = await openInvitation(caller.db, token, false);
  if (!row) return refuseLink(caller);
  const { name, email } = row.invitation;
  return { name, email, installerName: row.installerName };
}

function splitName(name: string) {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * Creates the INSTALLER user (e-mail verified: the link proved the address) and its portal
 * row, and closes the invitation, in one transaction: a token works once.
 */
export async function acceptInvitation(
  caller: Caller,
  input: z.output<typeof AcceptInvitationInput>,
) {
  await refuseWhileThrottled(caller);
  // A wrong link is refused before any scrypt work, so guessing costs the server nothing much.
  if (!(await openInvitation(caller.db, input.token, false))) return refuseLink(caller);
  // Hashed before the transaction: scrypt would hold PGlite's one connection meanwhile.
  const passwordHash = await hashPassword(input.newPassword);
  const accepted = await caller.db.transaction(async (tx) => {
    const row = await openInvitation(tx, input.token, true);
    if (!row) return null;
    const { invitation } = row;
    await assertNoAccount(tx, invitation.email);
    const user = await insertUserWithCredential(tx, {
      ...splitName(invitation.name),
      email: invitation.email,
      password: input.newPassword,
      passwordHash,
      role: 'INSTALLER',
      tenantId: invitation.tenantId,
    });
    await tx.insert(installerPortalUsers).values({
      userId: user.id,
      tenantId: invitation.tenantId,
      installerId: invitation.installerId,
    });
    const now = new Date();
    await tx
      .update(installerInvitations)
      .set({ acceptedAt: now, acceptedUserId: user.id })
      .where(eq(installerInvitations.id, invitation.id));
    await writeAudit(
      tx,
      { tenantId: invitation.tenantId, ip: caller.ip, user: { id: user.id, email: user.email } },
      {
        action: 'portal_invitation.accept',
        resource: 'installer',
        resourceId: invitation.installerId,
        details: { invitationId: invitation.id, userId: user.id },
      },
    );
    return { email: user.email };
  });
  return accepted ?? refuseLink(caller);
}
