import { AccountSettingsContent } from '@/web/features/account/account-settings-content';

/** Admin Settings > Account: the same content as /account-settings. */
export function AccountTab() {
  return <AccountSettingsContent />;
}
