import {
  PortalInspectionInput,
  PortalInspectionsInput,
  SetMuteRemindersInput,
} from '@/shared/installer-portal/views';
import { portalProcedure, router } from '@/server/trpc/init';
import { getPortalOverview } from './overview';
import { getPortalAccount, setMuteReminders } from './portal-account-mute';
import { portalActorOf } from './portal-actor';
import { listPortalInspections } from './portal-inspections';
import { getPortalInspection } from './portal-inspections-detail';

/**
 * The views part of the installer portal (docs/installer-portal.md): `portal` holds the
 * installer-facing procedures (portalProcedure, or publicProcedure where no session can exist
 * yet), `staff` the staff-facing ones (permissionProcedure). router.ts merges them.
 */
export const viewsPortalProcedures = {
  /** Open items by deadline, this quarter's figures, the band and (if shown) the risk score. */
  overview: portalProcedure.query(({ ctx }) => getPortalOverview(portalActorOf(ctx))),
  inspections: router({
    list: portalProcedure
      .input(PortalInspectionsInput)
      .query(({ ctx, input }) => listPortalInspections(portalActorOf(ctx), input)),
    get: portalProcedure
      .input(PortalInspectionInput)
      .query(({ ctx, input }) => getPortalInspection(portalActorOf(ctx), input.id)),
  }),
  account: router({
    get: portalProcedure.query(({ ctx }) => getPortalAccount(portalActorOf(ctx))),
    setMuteReminders: portalProcedure
      .input(SetMuteRemindersInput)
      .mutation(({ ctx, input }) => setMuteReminders(portalActorOf(ctx), input.muted)),
  }),
};
export const viewsStaffProcedures = {};
