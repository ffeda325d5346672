import { useSearchParams } from 'react-router';
import { MUTE_REMINDERS_HINT } from '@/shared/installer-portal/views';
import { useMfaPolicy } from '@/web/features/account/api/use-mfa';
import { MfaCard } from '@/web/features/account/mfa-card';
import { MFA_REQUIRED_PARAM } from '@/web/features/account/mfa-required';
import { PasswordCard } from '@/web/features/account/password-card';
import { Alert } from '@/web/components/ui/alert';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { ToggleSwitch } from '@/web/components/ui/toggle-switch';
import { usePortalAccount, useSetMuteReminders } from '../api/use-portal-account';

/**
 * /portal/account: who is signed in and for which installer, the password and MFA cards staff
 * use (the same procedures), and the reminder switch. While the tenant requires MFA and the user
 * has none, only the MFA card shows (as on /account-settings).
 */
export function AccountPage() {
  const [searchParams] = useSearchParams();
  const policy = useMfaPolicy();
  const mustSetUp = policy.data?.mustSetUp ?? false;
  if (policy.isPending) return <Spinner label="Loading your account" className="py-10" />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Account</h1>
      {mustSetUp && (
        <Alert tone="warning" role="alert">
          Your inspection scheme requires multi-factor authentication. Set it up below to use the
          rest of the portal.
        </Alert>
      )}
      {!mustSetUp && <AccountDetails />}
      {!mustSetUp && <PasswordCard />}
      <MfaCard
        isRequired={policy.data?.mfaRequired ?? false}
        openSetupInitially={mustSetUp || searchParams.has(MFA_REQUIRED_PARAM)}
      />
      {!mustSetUp && <RemindersCard />}
    </div>
  );
}

function AccountDetails() {
  const account = usePortalAccount();
  return (
    <Card aria-labelledby="account-details-title" role="region" className="p-4 md:p-6">
      <h2 id="account-details-title" className="text-lg font-semibold text-slate-900">
        Your details
      </h2>
      <dl className="mt-2 grid gap-1 text-sm">
        <Detail label="Name" value={account.data?.name} />
        <Detail label="E-mail" value={account.data?.email} />
        <Detail label="Installer" value={account.data?.installerName} />
      </dl>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex flex-wrap gap-2">
      <dt className="font-medium text-slate-600">{label}:</dt>
      <dd className="break-all text-slate-900">{value ?? '…'}</dd>
    </div>
  );
}

function RemindersCard() {
  const account = usePortalAccount();
  const save = useSetMuteReminders();
  return (
    <Card aria-labelledby="reminders-title" role="region" className="p-4 md:p-6">
      <h2 id="reminders-title" className="text-lg font-semibold text-slate-900">
        Notifications
      </h2>
      <ToggleSwitch
        label="Mute deadline reminders"
        description={MUTE_REMINDERS_HINT}
        checked={account.data?.muteReminders ?? false}
        disabled={!account.data || save.isPending}
        onChange={(muted) => save.mutate({ muted })}
      />
    </Card>
  );
}
