import { TRPCError } from '@trpc/server';
import { MAINTENANCE_ALLOWED_PATHS, MAINTENANCE_MESSAGE } from '@/shared/settings/maintenance';
import type { AccountRole } from '@/shared/roles';
import type { Db } from '@/server/db/client';
import { hasPermission } from '../permissions/service';
import { getTenantSetting } from '../settings/tenant-settings';

const allowed = new Set<string>(MAINTENANCE_ALLOWED_PATHS);

/**
 * While maintenance mode is on, only people who may manage settings use the
 * API; everybody else gets SERVICE_UNAVAILABLE (HTTP 503) with the message the
 * maintenance page shows. The setting is cached (tenant-settings.ts), so the
 * usual cost is one map lookup per call.
 */
export async function maintenancePolicy(
  ctx: { db: Db; tenantId: string; user: { role: AccountRole } },
  path: string,
): Promise<void> {
  if (allowed.has(path)) return;
  const { maintenanceMode } = await getTenantSetting(ctx.db, ctx.tenantId, 'maintenance');
  if (!maintenanceMode) return;
  if (await hasPermission(ctx.db, ctx.tenantId, ctx.user.role, 'settings:manage')) return;
  throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: MAINTENANCE_MESSAGE });
}
