import { TRPCError } from '@trpc/server';
import { writeAudit } from '@/server/audit/write-audit';
import {
  installationTenantId,
  isInstallationOperator,
  OPERATOR_ONLY_MESSAGE,
  type OperatorConfig,
} from '@/server/auth/operator';
import { runExclusive } from '@/server/jobs/lease';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
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

/** Refuses anyone but the installation operator (auth/operator.ts). */
export async function assertOperator(actor: Actor, config: OperatorConfig) {
  if (!(await isInstallationOperator(actor.db, actor.user, config)))
    throw new TRPCError({ code: 'FORBIDDEN', message: OPERATOR_ONLY_MESSAGE });
}

/**
 * What the Maintenance tab shows. Backups are installation-wide, so only the
 * operator sees them; a tenant ADMIN gets the tenant's own settings only.
 */
export async function getMaintenanceOverview(actor: Actor, config: OperatorConfig) {
  const [settings, operator] = await Promise.all([
    getTenantSetting(actor.db, actor.tenantId, 'maintenance'),
    isInstallationOperator(actor.db, actor.user, config),
  ]);
  if (!operator) return { settings, operator, backups: [], lastBackup: null };
  const [backups, lastBackup, installation] = await Promise.all([
    listBackups(actor.db),
    readLastBackupOutcome(actor.db),
    getTenantSetting(actor.db, await installationTenant(actor), 'maintenance'),
  ]);
  return {
    settings: { ...settings, autoBackup: installation.autoBackup },
    operator,
    backups,
    lastBackup,
  };
}

async function installationTenant(actor: Actor) {
  return (await installationTenantId(actor.db)) ?? actor.tenantId;
}

/** Auto Backup is installation-wide: it is kept with the first tenant, which the daily job reads. */
export async function setAutoBackup(actor: Actor, enabled: boolean) {
  const tenantId = await installationTenant(actor);
  return setMaintenanceFlag({ ...actor, tenantId }, 'autoBackup', enabled);
}

export async function setMaintenanceFlag(
  actor: Actor,
  key: 'maintenanceMode' | 'autoBackup',
  enabled: boolean,
) {
  const current = await getTenantSetting(actor.db, actor.tenantId, 'maintenance');
  return saveTenantSetting(actor.db, actor, 'maintenance', { ...current, [key]: enabled });
}

/**
 * A whole-database dump is heavy: repeated clicks (or a script) get one per
 * minute, the rest are told when to try again.
 */
export const MANUAL_BACKUP_INTERVAL_MS = 60_000;

/** Runs the backup under the lease and audits the outcome (a failure is audited too, then reported). */
export async function backUpNow(actor: Actor, storage: Storage): Promise<BackupOutcome> {
  const [newest] = await listBackups(actor.db);
  const wait = newest
    ? new Date(newest.createdAt).getTime() + MANUAL_BACKUP_INTERVAL_MS - Date.now()
    : 0;
  if (wait > 0) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `A backup was taken less than a minute ago. Try again in ${Math.ceil(wait / 1000)} seconds.`,
    });
  }
  const result = await runExclusive(actor.db, BACKUP_LEASE, BACKUP_LEASE_MS, () =>
    createBackup(actor.db, storage, new Date(), 'manual', actor.user.id),
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
