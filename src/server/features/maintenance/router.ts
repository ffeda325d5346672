import { z } from 'zod';
import { permissionProcedure, protectedProcedure, router } from '../../trpc/init';
import {
  backUpNow,
  clearCaches,
  getMaintenanceOverview,
  getMaintenanceStatus,
  setMaintenanceFlag,
} from './service';

const manage = permissionProcedure('settings:manage');
const Toggle = z.object({ enabled: z.boolean() }).strict();
/** Mutations without input still refuse unknown keys, so a stray payload changes nothing. */
const NoInput = z.object({}).strict().optional();

export const maintenanceRouter = router({
  /** Every signed-in user (allowed through maintenance mode): shows the maintenance page or banner. */
  status: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getMaintenanceStatus(ctx)),
  get: manage.query(({ ctx }) => getMaintenanceOverview(ctx, ctx.dataDir)),
  setMaintenanceMode: manage
    .input(Toggle)
    .mutation(({ ctx, input }) => setMaintenanceFlag(ctx, 'maintenanceMode', input.enabled)),
  setAutoBackup: manage
    .input(Toggle)
    .mutation(({ ctx, input }) => setMaintenanceFlag(ctx, 'autoBackup', input.enabled)),
  backupNow: manage.input(NoInput).mutation(({ ctx }) => backUpNow(ctx, ctx.dataDir)),
  clearCache: manage.input(NoInput).mutation(({ ctx }) => clearCaches(ctx)),
});
