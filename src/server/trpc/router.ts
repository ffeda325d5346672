import { inspectionRouter } from '../features/inspections/router';
import { installersRouter } from '../features/installers/router';
import { notificationsRouter } from '../features/notifications/router';
import { sessionRouter } from '../features/session/router';
import { router } from './init';

export const appRouter = router({
  session: sessionRouter,
  notifications: notificationsRouter,
  inspection: inspectionRouter,
  installers: installersRouter,
});

export type AppRouter = typeof appRouter;
