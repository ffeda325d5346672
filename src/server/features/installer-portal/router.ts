import { router } from '@/server/trpc/init';
import { accountsPortalProcedures, accountsStaffProcedures } from './accounts-router';
import { messagesPortalProcedures, messagesStaffProcedures } from './messages-router';
import { remediationsPortalProcedures, remediationsStaffProcedures } from './remediations-router';
import { viewsPortalProcedures, viewsStaffProcedures } from './views-router';

/** What an installer user calls: `portal.*` (issue 31). */
export const portalRouter = router({
  ...accountsPortalProcedures,
  ...viewsPortalProcedures,
  ...remediationsPortalProcedures,
  ...messagesPortalProcedures,
});

/** What staff call about the portal: `installerPortal.*` (invitations, portal users, reviews). */
export const installerPortalStaffRouter = router({
  ...accountsStaffProcedures,
  ...viewsStaffProcedures,
  ...remediationsStaffProcedures,
  ...messagesStaffProcedures,
});
