import { TRPCError } from '@trpc/server';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { invitationStateOf, type InviteInput } from '@/shared/installer-portal/accounts';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { installerInvitations } from '@/server/db/schema/index';
import type { PlatformServices } from '@/server/platform/services';
import type { Actor } from '@/server/trpc/actor';
import { deliverInvitationEmails, queueInvitationEmail } from './invitation-mail';
import {
  assertNoAccount,
  findInstaller,
  findInvitationForUpdate,
  openInvitationFor,
} from './invitation-rules';
import { newInvitationToken } from './invitation-token';

type Invite = z.output<typeof InviteInput>;
type Person = Invite['people'][number];
type Installer = { id: string; name: string };
type Services = Pick<PlatformServices, 'mailer' | 'portalUrl'>;

/** An installer's invitations, newest first, each with its state at `now`. */
export async function listInvitations(actor: Actor, installerId: string, now = new Date()) {
  await findInstaller(actor.db, actor.tenantId, installerId);
  const rows = await actor.db
    .select({
      id: installerInvitations.id,
      name: installerInvitations.name,
      email: installerInvitations.email,
      expiresAt: installerInvitations.expiresAt,
      invitedByName: installerInvitations.invitedByName,
      sentAt: installerInvitations.sentAt,
      acceptedAt: installerInvitations.acceptedAt,
      revokedAt: installerInvitations.revokedAt,
    })
    .from(installerInvitations)
    .where(
      and(
        eq(installerInvitations.tenantId, actor.tenantId),
        eq(installerInvitations.installerId, installerId),
      ),
    )
    .orderBy(desc(installerInvitations.sentAt));
  return rows.map((row) => ({ ...row, state: invitationStateOf(row, now) }));
}

/** Issues a token for one person: a new invitation, or a fresh token on their open one. */
async function invitePerson(tx: Tx, actor: Actor, installer: Installer, person: Person, now: Date) {
  await assertNoAccount(tx, person.email);
  const open = await openInvitationFor(tx, actor.tenantId, installer.id, person.email, now);
  const { token, tokenHash, expiresAt } = newInvitationToken(now);
  const issued = { tokenHash, expiresAt, sentAt: now, invitedBy: actor.user.id };
  const values = { ...issued, name: person.name, invitedByName: actor.user.name };
  const [row] = open
    ? await tx
        .update(installerInvitations)
        .set(values)
        .where(eq(installerInvitations.id, open.id))
        .returning({ id: installerInvitations.id })
    : await tx
        .insert(installerInvitations)
        .values({
          ...values,
          tenantId: actor.tenantId,
          installerId: installer.id,
          email: person.email,
        })
        .returning({ id: installerInvitations.id });
  await writeAudit(tx, actor, {
    action: open ? 'portal_invitation.resend' : 'portal_invitation.create',
    resource: 'installer',
    resourceId: installer.id,
    details: { invitationId: row!.id, email: person.email, name: person.name, expiresAt },
  });
  return { token, expiresAt, ...person };
}

/**
 * Invites everyone in the list, or no one: an address that cannot be invited refuses the whole
 * dialog with its reason, so nobody is e-mailed twice when the corrected list is sent again.
 */
export async function invitePeople(actor: Actor, input: Invite, services: Services) {
  const now = new Date();
  const outboxIds = await actor.db.transaction(async (tx) => {
    const installer = await findInstaller(tx, actor.tenantId, input.installerId);
    if (installer.status !== 'Active')
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'Only an Active installer can be given portal access.',
      });
    const ids: string[] = [];
    for (const person of input.people) {
      const issued = await invitePerson(tx, actor, installer, person, now);
      const mail = { ...issued, installerName: installer.name };
      ids.push(await queueInvitationEmail(tx, actor, services.portalUrl, mail));
    }
    return ids;
  });
  deliverInvitationEmails(actor.db, services, outboxIds);
  return { invited: outboxIds.length };
}

/** A fresh token and 7 more days for an invitation not yet accepted or revoked; the old link stops working. */
export async function resendInvitation(actor: Actor, id: string, services: Services) {
  const now = new Date();
  const outboxId = await actor.db.transaction(async (tx) => {
    const invitation = await findInvitationForUpdate(tx, actor.tenantId, id);
    const state = invitationStateOf(invitation, now);
    if (state === 'accepted' || state === 'revoked')
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `This invitation has been ${state}; it cannot be resent.`,
      });
    const installer = await findInstaller(tx, actor.tenantId, invitation.installerId);
    const issued = await invitePerson(tx, actor, installer, invitation, now);
    return queueInvitationEmail(tx, actor, services.portalUrl, {
      ...issued,
      installerName: installer.name,
    });
  });
  deliverInvitationEmails(actor.db, services, [outboxId]);
  return { id };
}

/** Withdraws an invitation that has not been accepted: its link stops working. */
export async function revokeInvitation(actor: Actor, id: string) {
  return actor.db.transaction(async (tx) => {
    const invitation = await findInvitationForUpdate(tx, actor.tenantId, id);
    if (invitation.acceptedAt)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'This invitation has already been accepted; deactivate the user instead.',
      });
    if (invitation.revokedAt) return { id };
    await tx
      .update(installerInvitations)
      .set({ revokedAt: new Date(), revokedBy: actor.user.id })
      .where(eq(installerInvitations.id, invitation.id));
    await writeAudit(tx, actor, {
      action: 'portal_invitation.revoke',
      resource: 'installer',
      resourceId: invitation.installerId,
      details: { invitationId: invitation.id, email: invitation.email },
    });
    return { id };
  });
}
