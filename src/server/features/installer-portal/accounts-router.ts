/**
 * The accounts part of the installer portal (docs/installer-portal.md): `portal` holds the
 * installer-facing procedures (portalProcedure, or publicProcedure where no session can exist
 * yet), `staff` the staff-facing ones (permissionProcedure). router.ts merges them.
 */
export const accountsPortalProcedures = {};
export const accountsStaffProcedures = {};
