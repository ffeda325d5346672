import { TRPCError } from '@trpc/server';
import { writeAudit } from '../../audit/write-audit';
import { runExclusive } from '../../jobs/lease';
import type { Actor } from '../../trpc/actor';
import { hasPermission } from '../permissions/service';
import { getTenantSetting, saveTenantSetting } from '../settings/tenant-settings';
import { createBackup, listBackups, readLastBackupOutcome, type BackupOutcome } from './backup';
import { clearServerCaches } from './caches';

/** Lease shared by the daily job and 'Back up now', so two dumps never run at once. */
export const BACKUP_LEASE = 'maintenance:backup';
const BACKUP_LEASE_MS = 30 * 60_000;

/** For every signed-in user: is the portal in maintenance, and may this user keep working? */
export async function getMaintenanceStatus(actor: Actor) {
  const { maintenanceMode } = await getTenantSetting(actor.db, actor.tenantId, 'maintenance');
  const canBypass = await hasPermission(
    actor.db,
    actor.tenantId,
    actor.user.role,
    'settings:manage',
  );
  return { maintenanceMode, canBypass };
}

/** What the Maintenance tab shows. */
export async function getMaintenanceOverview(actor: Actor, dataDir: string) {
  const [settings, backups, lastBackup] = await Promise.all([
    getTenantSetting(actor.db, actor.tenantId, 'maintenance'),
    listBackups(dataDir),
    readLastBackupOutcome(dataDir),
  ]);
  return { settings, backups, lastBackup };
}

export async function setMaintenanceFlag(
  actor: Actor,
  key: 'maintenanceMode' | 'autoBackup',
  enabled: boolean,
) {
  const current = await getTenantSetting(actor.db, actor.tenantId, 'maintenance');
  return saveTenantSetting(actor.db, actor, 'maintenance', { ...current, [key]: enabled });
}

/** Runs the backup under the lease and audits the outcome (a failure is audited too, then reported). */
export async function backUpNow(actor: Actor, dataDir: string): Promise<BackupOutcome> {
  const result = await runExclusive(actor.db, BACKUP_LEASE, BACKUP_LEASE_MS, () =>
    createBackup(actor.db, dataDir, new Date()),
  );
  if (!result.ran) {
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'A backup is already running. Please try again in a few minutes.',
    });
  }
  const outcome = result.result;
  await writeAudit(actor.db, actor, {
    action: outcome.ok ? 'backup' : 'backup_failed',
    resource: 'database_backup',
    resourceId: outcome.ok ? outcome.file.name : null,
    details: outcome.ok ? { size: outcome.file.size, trigger: 'manual' } : { error: outcome.error },
  });
  if (!outcome.ok) {
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: `Backup failed: ${outcome.error}`,
    });
  }
  return outcome;
}

export async function clearCaches(actor: Actor) {
  const cleared = clearServerCaches();
  await writeAudit(actor.db, actor, {
    action: 'clear_cache',
    resource: 'system',
    resourceId: null,
    details: { cleared },
  });
  return { cleared };
}
