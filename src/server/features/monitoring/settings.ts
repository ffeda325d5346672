import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_RISK_SCORE_THRESHOLD,
  DEFAULT_VOLUME_THRESHOLD,
} from '@/shared/installers/catalogue';
import type { MonitoringSettingsInput } from '@/shared/installers/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { monitoringSettings } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

export type MonitoringSettings = z.output<typeof MonitoringSettingsInput>;

/** What a tenant gets before anyone saves settings (spec 02 section 2 'Settings'). */
export const DEFAULT_MONITORING_SETTINGS: MonitoringSettings = {
  volumeThreshold: DEFAULT_VOLUME_THRESHOLD,
  riskScoreThreshold: DEFAULT_RISK_SCORE_THRESHOLD,
  reviewFrequency: 'Quarterly',
  notifyEmail: true,
  notifySms: false,
  notifyDashboard: true,
  autoApplyEnhanced: false,
};

/** The tenant's monitoring settings, or the defaults; the installers rule reads its thresholds here. */
export async function loadMonitoringSettings(
  db: Db | Tx,
  tenantId: string,
): Promise<MonitoringSettings> {
  const [row] = await db
    .select()
    .from(monitoringSettings)
    .where(eq(monitoringSettings.tenantId, tenantId));
  if (!row) return { ...DEFAULT_MONITORING_SETTINGS };
  return {
    volumeThreshold: row.volumeThreshold,
    riskScoreThreshold: row.riskScoreThreshold,
    reviewFrequency: row.reviewFrequency,
    notifyEmail: row.notifyEmail,
    notifySms: row.notifySms,
    notifyDashboard: row.notifyDashboard,
    autoApplyEnhanced: row.autoApplyEnhanced,
  };
}

export async function saveMonitoringSettings(actor: Actor, input: MonitoringSettings) {
  await actor.db.transaction(async (tx) => {
    const before = await loadMonitoringSettings(tx, actor.tenantId);
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(monitoringSettings)
      .values({ tenantId: actor.tenantId, ...values })
      .onConflictDoUpdate({ target: monitoringSettings.tenantId, set: values });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'monitoring_settings',
      resourceId: actor.tenantId,
      details: { before, after: input },
    });
  });
  return loadMonitoringSettings(actor.db, actor.tenantId);
}
