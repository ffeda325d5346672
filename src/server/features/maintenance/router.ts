import { router } from '../../trpc/init';

export const maintenanceRouter = router({});
