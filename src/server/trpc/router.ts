import { assistantRouter } from '../features/assistant/router';
import { inspectionRouter } from '../features/inspections/router';
import { inspectionVisitRouter } from '../features/inspections/visit-router';
import { installerContactsRouters } from '../features/installer-contacts/router';
import { installersRouter } from '../features/installers/router';
import { homeRouter } from '../features/home/router';
import { monitoringRouter } from '../features/monitoring/router';
import { notificationsRouter } from '../features/notifications/router';
import { permissionsRouter } from '../features/permissions/router';
import { sessionRouter } from '../features/current-user/router';
import { usersRouter } from '../features/users/router';
import { mfaRouter } from '../features/mfa/router';
import { accountRouter } from '../features/account/router';
import { sessionsRouter } from '../features/sessions/router';
import { profileRouter } from '../features/profile/router';
import { settingsRouters } from '../features/settings/router';
import { dataRetentionRouter } from '../features/retention/router';
import { auditRouter } from '../features/audit-log/router';
import { maintenanceRouter } from '../features/maintenance/router';
import { dashboardRouter } from '../features/dashboard/router';
import { reportsRouter } from '../features/reports/router';
import { checklistsRouter } from '../features/checklists/router';
import { defectsRouter } from '../features/defects/router';
import { followupsRouter } from '../features/followups/router';
import { scheduleRouter } from '../features/schedule/router';
import { projectsRouter } from '../features/projects/router';
import { searchRouter } from '../features/search/router';
import { supportRouter } from '../features/support/router';
import { improvementsRouter } from '../features/improvements/router';
import { guidanceRouter } from '../features/guidance/router';
import { importsRouter } from '../features/imports/router';
import { newsRouter } from '../features/news/router';
import { paymentsRouter } from '../features/payments/router';
import { documentReviewsRouter } from '../features/document-reviews/router';
import { evidenceRouter } from '../features/evidence/router';
import { offlineRouter } from '../features/offline/router';
import { webhooksRouter } from '../features/webhooks/router';
import { apiKeysRouter } from '../features/api-keys/router';
import { ssoRouter } from '../features/sso/router';
import { samplingRouter } from '../features/sampling/router';
import { installerPortalStaffRouter, portalRouter } from '../features/installer-portal/router';
import { router } from './init';

export const appRouter = router({
  session: sessionRouter,
  notifications: notificationsRouter,
  inspection: inspectionRouter,
  inspectionVisit: inspectionVisitRouter,
  installers: installersRouter,
  installerContacts: router(installerContactsRouters),
  monitoring: monitoringRouter,
  sampling: samplingRouter,
  portal: portalRouter,
  installerPortal: installerPortalStaffRouter,
  home: homeRouter,
  users: usersRouter,
  permissions: permissionsRouter,
  mfa: mfaRouter,
  account: accountRouter,
  sessions: sessionsRouter,
  profile: profileRouter,
  settings: router({ ...settingsRouters, dataRetention: dataRetentionRouter }),
  audit: auditRouter,
  webhooks: webhooksRouter,
  apiKeys: apiKeysRouter,
  sso: ssoRouter,
  maintenance: maintenanceRouter,
  dashboard: dashboardRouter,
  reports: reportsRouter,
  checklists: checklistsRouter,
  defects: defectsRouter,
  followups: followupsRouter,
  schedule: scheduleRouter,
  projects: projectsRouter,
  search: searchRouter,
  assistant: assistantRouter,
  support: supportRouter,
  news: newsRouter,
  improvements: improvementsRouter,
  guidance: guidanceRouter,
  imports: importsRouter,
  payments: paymentsRouter,
  documentReviews: documentReviewsRouter,
  evidence: evidenceRouter,
  offline: offlineRouter,
});

export type AppRouter = typeof appRouter;
