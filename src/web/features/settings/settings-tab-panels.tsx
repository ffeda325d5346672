import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PermissionCheck } from '@/web/lib/permission-check';
import type { SettingsTab } from './settings-params';

type TabComponent = ComponentType<{ can: PermissionCheck }>;

// Each tab is its own chunk: opening Admin Settings loads only the tab shown.
const tab = (load: () => Promise<TabComponent>): LazyExoticComponent<TabComponent> =>
  lazy(async () => ({ default: await load() }));

export const TAB_PANELS: Record<SettingsTab, LazyExoticComponent<TabComponent>> = {
  profile: tab(async () => (await import('./tabs/profile-tab')).ProfileTab),
  account: tab(async () => (await import('./tabs/account-tab')).AccountTab),
  users: tab(async () => (await import('./tabs/users-tab-panel')).UsersTabPanel),
  roles: tab(async () => (await import('./roles-tab')).RolesTab),
  'email-templates': tab(
    async () => (await import('./tabs/email-templates-tab')).EmailTemplatesTab,
  ),
  widgets: tab(async () => (await import('./tabs/widgets-tab')).WidgetsTab),
  notifications: tab(async () => (await import('./tabs/notifications-tab')).NotificationsTab),
  'audit-log': tab(async () => (await import('./tabs/audit-log-tab')).AuditLogTab),
  sessions: tab(async () => (await import('./tabs/sessions-tab')).SessionsTab),
  'feature-flags': tab(async () => (await import('./tabs/feature-flags-tab')).FeatureFlagsTab),
  maintenance: tab(async () => (await import('./tabs/maintenance-tab')).MaintenanceTab),
  'data-retention': tab(async () => (await import('./tabs/data-retention-tab')).DataRetentionTab),
  webhooks: tab(async () => (await import('./webhooks/webhooks-tab')).WebhooksTab),
  'single-sign-on': tab(
    async () => (await import('./single-sign-on/single-sign-on-tab')).SingleSignOnTab,
  ),
  'api-keys': tab(async () => (await import('./api-keys/api-keys-tab')).ApiKeysTab),
};
