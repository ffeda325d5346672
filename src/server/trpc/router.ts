import { inspectionRouter } from '../features/inspections/router';
import { installerContactsRouters } from '../features/installer-contacts/router';
import { installersRouter } from '../features/installers/router';
import { homeRouter } from '../features/home/router';
import { monitoringRouter } from '../features/monitoring/router';
import { notificationsRouter } from '../features/notifications/router';
import { permissionsRouter } from '../features/permissions/router';
import { sessionRouter } from '../features/session/router';
import { usersRouter } from '../features/users/router';
import { router } from './init';

export const appRouter = router({
  session: sessionRouter,
  notifications: notificationsRouter,
  inspection: inspectionRouter,
  installers: installersRouter,
  installerContacts: router(installerContactsRouters),
  monitoring: monitoringRouter,
  home: homeRouter,
  users: usersRouter,
  permissions: permissionsRouter,
});

export type AppRouter = typeof appRouter;
