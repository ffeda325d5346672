import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  RETENTION_RECORD_TYPES,
  resolveRetention,
  type RetentionRecordType,
} from '@/shared/settings/data-retention';
import { writeAudit } from '@/server/audit/write-audit';
import type { RecordedActor } from '@/server/trpc/actor';
import type { Db } from '@/server/db/client';
import { auditLog } from '@/server/db/schema/index';
import type { Storage } from '@/server/storage/storage';
import { getTenantSetting } from '../settings/tenant-settings';
import { RETENTION_RULES, type RetentionRule } from './rules';

const DAY_MS = 24 * 60 * 60_000;
/** Rows per statement: each batch is a short transaction, so PGlite's one connection stays free. */
const BATCH = 2_000;

export type RetentionResult = {
  recordType: RetentionRecordType;
  action: 'delete' | 'anonymise';
  retentionDays: number | null;
  cutoff: string | null;
  count: number;
};

async function clearExpired(
  db: Db,
  rule: RetentionRule,
  where: ReturnType<RetentionRule['expired']>,
  storage: Storage | null,
) {
  let total = 0;
  for (;;) {
    const ids = db.select({ id: rule.id }).from(rule.table).where(where).limit(BATCH);
    const done: { id: unknown; fileKey?: unknown }[] = rule.anonymise
      ? await db
          .update(rule.table)
          .set(rule.anonymise)
          .where(inArray(rule.id, ids))
          .returning({ id: rule.id })
      : await db
          .delete(rule.table)
          .where(inArray(rule.id, ids))
          .returning({ id: rule.id, ...(rule.fileKey ? { fileKey: rule.fileKey } : {}) });
    // Files go after their rows: a file left behind by a crash is only unused space.
    for (const row of done) {
      if (storage && typeof row.fileKey === 'string') await storage.deleteFile(row.fileKey);
    }
    total += done.length;
    if (done.length < BATCH) return total;
  }
}

/**
 * Deletes or anonymises the tenant's expired rows of every record type and
 * writes one audit row per type with what it did (also when nothing expired,
 * so the log shows the policy ran). `actor.user` is null for the daily job.
 */
export async function applyRetention(
  db: Db,
  actor: RecordedActor,
  now: Date,
  storage: Storage | null,
): Promise<RetentionResult[]> {
  const periods = resolveRetention(await getTenantSetting(db, actor.tenantId, 'dataRetention'));
  const results: RetentionResult[] = [];
  for (const type of RETENTION_RECORD_TYPES) {
    const days = periods[type.key];
    const cutoff = days === null ? null : new Date(now.getTime() - days * DAY_MS);
    const rule = RETENTION_RULES[type.key];
    const count = cutoff
      ? await clearExpired(db, rule, rule.expired(actor.tenantId, cutoff), storage)
      : 0;
    const result: RetentionResult = {
      recordType: type.key,
      action: type.action,
      retentionDays: days,
      cutoff: cutoff?.toISOString() ?? null,
      count,
    };
    await writeAudit(db, actor, {
      action: 'retention',
      resource: 'data_retention',
      resourceId: type.key,
      details: { ...result, label: type.label, ranAt: now.toISOString() },
    });
    results.push(result);
  }
  return results;
}

/**
 * When the policy last ran for the tenant: the `now` its latest 'retention'
 * audit row records (the job's clock, which tests choose), or null.
 */
export async function findLastRetentionRun(db: Db, tenantId: string): Promise<Date | null> {
  const [row] = await db
    .select({ ranAt: sql<string | null>`${auditLog.details}->>'ranAt'` })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.action, 'retention')))
    .orderBy(desc(auditLog.timestamp))
    .limit(1);
  return row?.ranAt ? new Date(row.ranAt) : null;
}

/** Each record type with the period in force, and when the policy last ran. */
export async function getDataRetention(db: Db, tenantId: string) {
  const periods = resolveRetention(await getTenantSetting(db, tenantId, 'dataRetention'));
  const lastRun = await findLastRetentionRun(db, tenantId);
  return {
    recordTypes: RETENTION_RECORD_TYPES.map((r) => ({ ...r, retentionDays: periods[r.key] })),
    lastRunAt: lastRun?.toISOString() ?? null,
  };
}

export const RETENTION_INTERVAL_MS = DAY_MS;
