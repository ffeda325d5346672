import { z } from 'zod';
import { TENANT_SETTINGS } from '@/shared/settings/index';
import { permissionProcedure, router } from '@/server/trpc/init';
import { saveTenantSetting } from '../settings/tenant-settings';
import { applyRetention, getDataRetention } from './service';

const manage = permissionProcedure('settings:manage');
const NoInput = z.object({}).strict().optional();

/** Admin Settings > Data Retention, mounted by the app router as `settings.dataRetention`. */
export const dataRetentionRouter = router({
  get: manage.query(({ ctx }) => getDataRetention(ctx.db, ctx.tenantId)),
  save: manage.input(TENANT_SETTINGS.dataRetention).mutation(async ({ ctx, input }) => {
    await saveTenantSetting(ctx.db, ctx, 'dataRetention', input);
    return getDataRetention(ctx.db, ctx.tenantId);
  }),
  /** Applies the policy now for this tenant (the daily job does the same for every tenant). */
  runNow: manage.input(NoInput).mutation(async ({ ctx }) => ({
    results: await applyRetention(ctx.db, ctx, new Date(), ctx.services.storage),
  })),
});
