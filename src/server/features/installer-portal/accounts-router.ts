import { InstallerPortalSettingInput } from '@/shared/installer-portal/accounts-settings';
import { permissionProcedure, router } from '@/server/trpc/init';
import { getPortalSettings, savePortalSettings } from './portal-settings';

const manageSettings = permissionProcedure('settings:manage');

/**
 * The accounts part of the installer portal (docs/installer-portal.md): `portal` holds the
 * installer-facing procedures (portalProcedure, or publicProcedure where no session can exist
 * yet), `staff` the staff-facing ones (permissionProcedure). router.ts merges them.
 */
export const accountsPortalProcedures = {};
export const accountsStaffProcedures = {
  /** The tenant's portal setting (installerPortal.settings.*), for administrators. */
  settings: router({
    get: manageSettings.query(({ ctx }) => getPortalSettings(ctx)),
    save: manageSettings
      .input(InstallerPortalSettingInput)
      .mutation(({ ctx, input }) => savePortalSettings(ctx, input)),
  }),
};
