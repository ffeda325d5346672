import {
  StaffRemediationsInput,
  SubmitRemediationInput,
} from '@/shared/installer-portal/remediations';
import { permissionProcedure, portalProcedure, router } from '@/server/trpc/init';
import { getTenantSetting } from '../settings/tenant-settings';
import { portalActorOf } from './portal-actor';
import { listPortalRemediations } from './remediation-portal-list';
import { listStaffRemediations } from './remediation-staff-list';
import { submitPortalRemediation } from './remediation-submit';

/** Reviewing remediations is the same second judgement as overturning a fail (ADMIN, COORDINATOR). */
const reviewRemediations = permissionProcedure('checklists:overturn');

/**
 * The remediations part of the installer portal (docs/installer-portal.md): `portal` holds the
 * installer-facing procedures (portalProcedure, or publicProcedure where no session can exist
 * yet), `staff` the staff-facing ones (permissionProcedure). router.ts merges them.
 */
export const remediationsPortalProcedures = {
  remediations: router({
    list: portalProcedure.query(({ ctx }) => listPortalRemediations(portalActorOf(ctx))),
    // The tenant's photo size, so the portal reduces a photo on the device as the inspectors'
    // pages do (staff read it through settings.photoSize.get, which the portal may not call).
    photoSize: portalProcedure.query(({ ctx }) => {
      const actor = portalActorOf(ctx);
      return getTenantSetting(actor.db, actor.tenantId, 'photoSize');
    }),
    submit: portalProcedure
      .input(SubmitRemediationInput)
      .mutation(({ ctx, input }) => submitPortalRemediation(portalActorOf(ctx), input)),
  }),
};
export const remediationsStaffProcedures = {
  remediations: router({
    list: reviewRemediations
      .input(StaffRemediationsInput)
      .query(({ ctx, input }) => listStaffRemediations(ctx, input)),
  }),
};
