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
  'single-sign-on',
  'api-keys',
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
  'single-sign-on': 'Single sign-on',
  'api-keys': 'API keys',
};

export const SETTINGS_DEFAULTS: { tab: SettingsTab } = { tab: 'profile' };

export function parseSettingsParams(params: URLSearchParams): { tab: SettingsTab } {
  return { tab: readOption(params.get('tab'), SETTINGS_TABS, 'profile') };
}

/** Without settings:manage (COORDINATOR, INSPECTOR) only these tabs are offered; roles is read-only. */
export const PERSONAL_SETTINGS_TABS: readonly SettingsTab[] = ['profile', 'account', 'roles'];

/** Tabs with their own permission (issue 33), which a tenant may grant apart from settings:manage. */
const OWN_PERMISSION_TABS = [
  ['webhooks', 'webhooks:manage'],
  ['single-sign-on', 'sso:manage'],
  ['api-keys', 'apiKeys:manage'],
] as const;

export function visibleSettingsTabs(can: PermissionCheck): readonly SettingsTab[] {
  const own: readonly SettingsTab[] = OWN_PERMISSION_TABS.map(([tab]) => tab);
  const base = can('settings:manage')
    ? SETTINGS_TABS.filter((tab) => !own.includes(tab))
    : PERSONAL_SETTINGS_TABS;
  return [...base, ...OWN_PERMISSION_TABS.filter(([, needs]) => can(needs)).map(([tab]) => tab)];
}
