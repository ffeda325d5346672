import type { InstallerPortalSettingValue } from '@/shared/installer-portal/accounts-settings';
import type { Actor } from '@/server/trpc/actor';
import { getTenantSetting, saveTenantSetting } from '../settings/tenant-settings';

/** Admin Settings > Installer portal: MFA for installer users and what the portal shows. */
export function getPortalSettings(actor: Actor) {
  return getTenantSetting(actor.db, actor.tenantId, 'installerPortal');
}

/** Saves the whole setting; saveTenantSetting audits it with the previous value. */
export function savePortalSettings(actor: Actor, input: InstallerPortalSettingValue) {
  return saveTenantSetting(actor.db, actor, 'installerPortal', input);
}
