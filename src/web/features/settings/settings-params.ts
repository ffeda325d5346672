import type { PermissionCheck } from '@/web/lib/permission-check';
import { readOption } from '@/web/lib/search-params';

/** The tabs of spec 02 'Admin Settings', in its order; the default is profile. */
export const SETTINGS_TABS = [
  'profile',
  'account',
  'users',
  'roles',
  'email-templates',
  'widgets',
  'notifications',
  'audit-log',
  'sessions',
  'feature-flags',
  'maintenance',
  'data-retention',
  'webhooks',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const TAB_LABELS: Record<SettingsTab, string> = {
  profile: 'Profile',
  account: 'Account',
  users: 'Users',
  roles: 'Roles & Permissions',
  'email-templates': 'Email Templates',
  widgets: 'Widgets',
  notifications: 'Notifications',
  'audit-log': 'Audit Log',
  sessions: 'Sessions',
  'feature-flags': 'Feature Flags',
  maintenance: 'Maintenance',
  'data-retention': 'Data Retention',
  webhooks: 'Webhooks',
};

export const SETTINGS_DEFAULTS: { tab: SettingsTab } = { tab: 'profile' };

export function parseSettingsParams(params: URLSearchParams): { tab: SettingsTab } {
  return { tab: readOption(params.get('tab'), SETTINGS_TABS, 'profile') };
}

/** Without settings:manage (COORDINATOR, INSPECTOR) only these tabs are offered; roles is read-only. */
export const PERSONAL_SETTINGS_TABS: readonly SettingsTab[] = ['profile', 'account', 'roles'];

/** Webhooks has its own permission (webhooks:manage, issue 33), which a tenant may grant apart. */
export function visibleSettingsTabs(can: PermissionCheck): readonly SettingsTab[] {
  const base = can('settings:manage')
    ? SETTINGS_TABS.filter((tab) => tab !== 'webhooks')
    : PERSONAL_SETTINGS_TABS;
  return can('webhooks:manage') ? [...base, 'webhooks'] : base;
}
