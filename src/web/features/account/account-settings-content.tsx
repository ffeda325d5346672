import { useSearchParams } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { usePermissions } from '@/web/lib/use-permissions';
import { useMfaPolicy, useMfaStatus } from './api/use-mfa';
import { DangerZoneCard } from './danger-zone-card';
import { MfaCard } from './mfa-card';
import { MfaPolicyCard } from './mfa-policy-card';
import { MFA_REQUIRED_PARAM } from './mfa-required';
import { PasswordCard } from './password-card';
import { PreferencesCards } from './preferences-cards';

/** The body of /account-settings in the spec's order, also shown in Admin Settings > Account. */
export function AccountSettingsContent() {
  const [searchParams] = useSearchParams();
  const policy = useMfaPolicy();
  // Same options as the MFA card (spec 02 §7: no retry, no refetch on focus).
  const status = useMfaStatus();
  const mustSetUp = policy.data?.mustSetUp ?? false;
  const canManagePolicy = usePermissions().can('settings:manage');

  if (policy.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading authentication status...
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {mustSetUp && (
        <Alert tone="warning" role="alert">
          Your organisation requires multi-factor authentication for all users. Set it up below to
          continue using InspectHub; the rest of the portal opens once it is done.
        </Alert>
      )}
      {!mustSetUp && <PasswordCard />}
      <MfaCard
        isRequired={policy.data?.mfaRequired ?? false}
        openSetupInitially={mustSetUp || searchParams.has(MFA_REQUIRED_PARAM)}
      />
      {!mustSetUp && (
        <>
          {canManagePolicy && <MfaPolicyCard isOwnMfaEnabled={status.data?.isEnabled ?? false} />}
          <PreferencesCards />
          <DangerZoneCard />
        </>
      )}
    </div>
  );
}
