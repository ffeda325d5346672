import { writeAudit } from '@/server/audit/write-audit';
import { installationTenantId } from '@/server/auth/operator';
import { runExclusive } from '@/server/jobs/lease';
import type { Job, JobContext } from '@/server/jobs/scheduler';
import { getTenantSetting } from '../settings/tenant-settings';
import { createBackup, listBackups } from './backup';
import { BACKUP_LEASE } from './service';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The automatic daily backup. It looks every hour and backs up when Auto
 * Backup is on and the newest backup (manual or automatic) is a day old. The
 * backup covers the whole installation, so the installation's first (oldest)
 * tenant's setting decides and its audit log records it (docs/admin-settings.md).
 */
export async function runAutoBackup(ctx: JobContext) {
  const ownerId = await installationTenantId(ctx.db);
  if (!ownerId) return { skipped: 'no tenant yet' };
  const { autoBackup } = await getTenantSetting(ctx.db, ownerId, 'maintenance');
  if (!autoBackup) return { skipped: 'auto backup is off' };
  const [newest] = await listBackups(ctx.db);
  if (newest && ctx.now.getTime() - new Date(newest.createdAt).getTime() < DAY_MS)
    return { skipped: 'a backup less than a day old exists' };
  const result = await runExclusive(ctx.db, BACKUP_LEASE, 30 * 60_000, () =>
    createBackup(ctx.db, ctx.services.storage, ctx.now, 'automatic'),
  );
  if (!result.ran) return { skipped: 'another backup is running' };
  const outcome = result.result;
  if (!outcome.ok) ctx.logger.error({ error: outcome.error }, 'automatic backup failed');
  await writeAudit(
    ctx.db,
    { tenantId: ownerId, user: null, ip: 'system' },
    {
      action: outcome.ok ? 'backup' : 'backup_failed',
      resource: 'database_backup',
      resourceId: outcome.ok ? outcome.file.name : null,
      details: outcome.ok
        ? { size: outcome.file.size, trigger: 'automatic' }
        : { error: outcome.error },
    },
  );
  return outcome;
}

export const autoBackupJob: Job = {
  name: 'maintenance-auto-backup',
  everyMs: 60 * 60_000,
  leaseMs: 30 * 60_000,
  run: runAutoBackup,
};
