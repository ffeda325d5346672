import { z } from 'zod';
import { maxLengthMessage } from '../inspections/validation';
import { ResetPasswordInput } from '../password-reset';

/** An invitation link works once, for 7 days (issue 31 point 1). */
export const INVITATION_VALID_DAYS = 7;
/** The public page that accepts an invitation. */
export const INVITATION_PAGE_PATH = '/portal/invitation';
/** People invited in one go: a small firm's office, not a mailing list. */
export const MAX_INVITEES = 20;

export const INVITATION_INVALID_MESSAGE =
  'This invitation link has expired, has already been used or has been withdrawn. Ask the person who invited you for a new one.';
export const INVITATION_ACCEPTED_MESSAGE =
  'Your account is ready. Sign in with your e-mail address and the password you chose.';
export const DUPLICATE_INVITEE_MESSAGE = 'Each person needs a different e-mail address';
export const emailHasAccountMessage = (email: string) =>
  `${email} already has an InspectHub account, so it cannot be invited. Use another address.`;
export const invitedElsewhereMessage = (email: string) =>
  `${email} has an open invitation from another installer. Revoke that one first.`;

const uuid = (field: string) => z.string().uuid(`${field} format is invalid`);

export const Invitee = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, maxLengthMessage('Name', 120)),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, maxLengthMessage('Email', 254))
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
});
export type InviteeValues = z.input<typeof Invitee>;

/** installerPortal.invite: one or more people for one installer. */
export const InviteInput = z.object({
  installerId: uuid('Installer'),
  people: z
    .array(Invitee)
    .min(1, 'Add at least one person')
    .max(MAX_INVITEES, `Invite at most ${MAX_INVITEES} people at a time`)
    .superRefine((people, context) => {
      const seen = new Set<string>();
      people.forEach((person, index) => {
        const email = person.email.trim().toLowerCase();
        if (seen.has(email))
          context.addIssue({
            code: 'custom',
            message: DUPLICATE_INVITEE_MESSAGE,
            path: [index, 'email'],
          });
        seen.add(email);
      });
    }),
});
export type InviteValues = z.input<typeof InviteInput>;

export const InstallerIdInput = z.object({ installerId: uuid('Installer') });
export const InvitationIdInput = z.object({ id: uuid('Invitation') });
export const PortalUserActiveInput = z.object({
  userId: z.string().min(1, 'User is required').max(100, maxLengthMessage('User', 100)),
  isActive: z.boolean(),
});

const token = z
  .string({ error: INVITATION_INVALID_MESSAGE })
  .min(1, INVITATION_INVALID_MESSAGE)
  .max(200, INVITATION_INVALID_MESSAGE);

/** portal.invitation: what the public page reads from the link. */
export const InvitationTokenInput = z.object({ token });

/** portal.acceptInvitation: the token and the new password (the staff password policy). */
export const AcceptInvitationInput = z.object({
  token,
  newPassword: ResetPasswordInput.shape.newPassword,
});

export type InvitationState = 'open' | 'expired' | 'accepted' | 'revoked';

/** What an invitation's row says, read at `now`. */
export function invitationStateOf(
  row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now = new Date(),
): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}
