import { readOption } from '../inspections/shared/search-params';

export const SETTINGS_TABS = ['users', 'roles'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const TAB_LABELS: Record<SettingsTab, string> = {
  users: 'Users',
  roles: 'Roles & Permissions',
};

export const SETTINGS_DEFAULTS: { tab: SettingsTab } = { tab: 'users' };

export function parseSettingsParams(params: URLSearchParams): { tab: SettingsTab } {
  return { tab: readOption(params.get('tab'), SETTINGS_TABS, 'users') };
}
