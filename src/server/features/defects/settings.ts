import type { z } from 'zod';
import type { DefectSettingsInput } from '@/shared/defects/schemas';
import type { Db } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { getTenantSetting, saveTenantSetting } from '../settings/tenant-settings';

export function getDefectSettings(db: Db, tenantId: string) {
  return getTenantSetting(db, tenantId, 'defects');
}

/**
 * Saved through the tenant settings service, which audits the change. A review window left
 * out keeps the stored one.
 */
export async function saveDefectSettings(
  actor: Actor,
  input: z.output<typeof DefectSettingsInput>,
) {
  const current = await getTenantSetting(actor.db, actor.tenantId, 'defects');
  return saveTenantSetting(actor.db, actor, 'defects', {
    ...input,
    reviewWindowDays: input.reviewWindowDays ?? current.reviewWindowDays,
  });
}
