import {
  AcceptInvitationInput,
  InstallerIdInput,
  InvitationIdInput,
  InvitationTokenInput,
  InviteInput,
  PortalUserActiveInput,
} from '@/shared/installer-portal/accounts';
import { InstallerPortalSettingInput } from '@/shared/installer-portal/accounts-settings';
import { permissionProcedure, publicProcedure, router } from '@/server/trpc/init';
import { acceptInvitation, readInvitation } from './invitation-accept';
import { invitePeople, listInvitations, resendInvitation, revokeInvitation } from './invitations';
import { getPortalSettings, savePortalSettings } from './portal-settings';
import { listPortalUsers, setPortalUserActive } from './portal-users';

const manageSettings = permissionProcedure('settings:manage');
// Portal users belong to the installer's profile: whoever edits installers manages them.
const viewInstallers = permissionProcedure('installers:view');
const editInstallers = permissionProcedure('installers:edit');

/**
 * The accounts part of the installer portal (docs/installer-portal.md): `portal` holds the
 * installer-facing procedures (portalProcedure, or publicProcedure where no session can exist
 * yet), `staff` the staff-facing ones (permissionProcedure). router.ts merges them.
 */
export const accountsPortalProcedures = {
  /** The public invitation page: who is invited, to which installer (nothing for a bad link). */
  invitation: publicProcedure
    .input(InvitationTokenInput)
    .query(({ ctx, input }) => readInvitation(ctx, input.token)),
  acceptInvitation: publicProcedure
    .input(AcceptInvitationInput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx, input)),
};

export const accountsStaffProcedures = {
  /** The tenant's portal setting (installerPortal.settings.*), for administrators. */
  settings: router({
    get: manageSettings.query(({ ctx }) => getPortalSettings(ctx)),
    save: manageSettings
      .input(InstallerPortalSettingInput)
      .mutation(({ ctx, input }) => savePortalSettings(ctx, input)),
  }),
  /** Invitations and users on an installer's profile (installerPortal.invitations.*, .users.*). */
  invitations: router({
    list: viewInstallers
      .input(InstallerIdInput)
      .query(({ ctx, input }) => listInvitations(ctx, input.installerId)),
    invite: editInstallers
      .input(InviteInput)
      .mutation(({ ctx, input }) => invitePeople(ctx, input, ctx.services)),
    resend: editInstallers
      .input(InvitationIdInput)
      .mutation(({ ctx, input }) => resendInvitation(ctx, input.id, ctx.services)),
    revoke: editInstallers
      .input(InvitationIdInput)
      .mutation(({ ctx, input }) => revokeInvitation(ctx, input.id)),
  }),
  users: router({
    list: viewInstallers
      .input(InstallerIdInput)
      .query(({ ctx, input }) => listPortalUsers(ctx, input.installerId)),
    setActive: editInstallers
      .input(PortalUserActiveInput)
      .mutation(({ ctx, input }) => setPortalUserActive(ctx, input.userId, input.isActive)),
  }),
};
