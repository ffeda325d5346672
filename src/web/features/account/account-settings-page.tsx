import { AccountSettingsContent } from './account-settings-content';

export function AccountSettingsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Account Settings</h1>
        <p className="mt-1 text-slate-600">Your password, sign-in security and preferences.</p>
      </div>
      <AccountSettingsContent />
    </div>
  );
}
