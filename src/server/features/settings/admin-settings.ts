import { NOTIFICATION_EVENT_LABELS, NOTIFICATION_EVENTS } from '@/shared/notification-events';
import { FEATURE_FLAGS, resolveFeatureFlags } from '@/shared/settings/feature-flags';
import { NOTIFICATION_EVENT_RECIPIENTS } from '@/shared/settings/notification-rules';
import type { Db } from '@/server/db/client';
import { getTenantSetting } from './tenant-settings';

/** Every catalogued flag with its effective value (the web app hides what is off). */
export async function getFeatureFlags(db: Db, tenantId: string) {
  const flags = resolveFeatureFlags(await getTenantSetting(db, tenantId, 'featureFlags'));
  return {
    flags,
    catalogue: FEATURE_FLAGS.map((f) => ({ ...f, enabled: flags[f.key] })),
  };
}

/** Each notification event, whether it notifies anybody, and who receives it. */
export async function getNotificationRules(db: Db, tenantId: string) {
  const rules = await getTenantSetting(db, tenantId, 'notificationRules');
  return NOTIFICATION_EVENTS.map((event) => ({
    event,
    label: NOTIFICATION_EVENT_LABELS[event],
    recipients: NOTIFICATION_EVENT_RECIPIENTS[event],
    enabled: rules[event]?.enabled !== false,
  }));
}
