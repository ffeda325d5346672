import { z } from 'zod';
import { permissionProcedure, protectedProcedure, router } from '@/server/trpc/init';
import {
  assertOperator,
  backUpNow,
  clearCaches,
  getMaintenanceOverview,
  getMaintenanceStatus,
  setAutoBackup,
  setMaintenanceFlag,
} from './service';

const manage = permissionProcedure('settings:manage');
/** Installation-wide switches: settings:manage and the installation operator (auth/operator.ts). */
const operate = manage.use(async ({ ctx, next }) => {
  await assertOperator(ctx, ctx);
  return next();
});
const Toggle = z.object({ enabled: z.boolean() }).strict();
/** Mutations without input still refuse unknown keys, so a stray payload changes nothing. */
const NoInput = z.object({}).strict().optional();

export const maintenanceRouter = router({
  /** Every signed-in user (allowed through maintenance mode): shows the maintenance page or banner. */
  status: protectedProcedure
    .meta({ requires: 'session' })
    .query(({ ctx }) => getMaintenanceStatus(ctx)),
  get: manage.query(({ ctx }) => getMaintenanceOverview(ctx, ctx)),
  setMaintenanceMode: manage
    .input(Toggle)
    .mutation(({ ctx, input }) => setMaintenanceFlag(ctx, 'maintenanceMode', input.enabled)),
  setAutoBackup: operate
    .input(Toggle)
    .mutation(({ ctx, input }) => setAutoBackup(ctx, input.enabled)),
  backupNow: operate.input(NoInput).mutation(({ ctx }) => backUpNow(ctx, ctx.services.storage)),
  clearCache: manage.input(NoInput).mutation(({ ctx }) => clearCaches(ctx)),
});
