import { AccountSettingsContent } from '../../account/account-settings-content';

/** Admin Settings > Account: the same content as /account-settings. */
export function AccountTab() {
  return <AccountSettingsContent />;
}
