import { inspectionRouter } from '../features/inspections/router';
import { installerContactsRouters } from '../features/installer-contacts/router';
import { installersRouter } from '../features/installers/router';
import { monitoringRouter } from '../features/monitoring/router';
import { notificationsRouter } from '../features/notifications/router';
import { sessionRouter } from '../features/session/router';
import { router } from './init';

export const appRouter = router({
  session: sessionRouter,
  notifications: notificationsRouter,
  inspection: inspectionRouter,
  installers: installersRouter,
  installerContacts: router(installerContactsRouters),
  monitoring: monitoringRouter,
});

export type AppRouter = typeof appRouter;
