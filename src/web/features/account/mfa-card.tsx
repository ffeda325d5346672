import { ShieldCheck, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { authClient } from '@/web/lib/auth-client';
import { useMfaStatus, useShowMfaReset } from './api/use-mfa';
import { MfaResetDialog } from './mfa-reset-dialog';
import { MfaSetupDialog } from './mfa-setup-dialog';

/** The Multi-Factor Authentication card of /account-settings (spec 02 §2). */
export function MfaCard({
  isRequired,
  openSetupInitially,
}: {
  isRequired: boolean;
  openSetupInitially: boolean;
}) {
  const { data: session, isPending: isSessionPending } = authClient.useSession();
  const status = useMfaStatus(Boolean(session?.user && session.session));
  const showReset = useShowMfaReset();
  const [isSetupOpen, setSetupOpen] = useState(openSetupInitially);
  const [isResetOpen, setResetOpen] = useState(false);

  const afterReset = () => {
    setResetOpen(false);
    // Spec 02 §4: shown as not enabled, without backup codes, and the set-up opens again.
    showReset();
    setSetupOpen(true);
  };

  return (
    <Card aria-labelledby="mfa-card-title" role="region" className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="mfa-card-title" className="text-lg font-semibold text-slate-900">
            Multi-Factor Authentication
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {isRequired
              ? 'Multi-factor authentication is required for all users.'
              : 'Protect your account with a code from an authenticator app at every sign-in.'}
          </p>
        </div>
        {status.data &&
          (status.data.isEnabled ? (
            <Badge tone="brand">Active</Badge>
          ) : (
            <Badge className="bg-amber-100 text-amber-900">Setup Required</Badge>
          ))}
      </div>
      {isSessionPending || (status.isPending && status.fetchStatus !== 'idle') ? (
        <p role="status" className="text-sm text-slate-600">
          Loading authentication status...
        </p>
      ) : !session ? (
        <p className="text-sm text-slate-600">Please log in to access MFA settings.</p>
      ) : status.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load your authentication status. {status.error.message}
        </p>
      ) : status.data?.isEnabled ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <ShieldCheck aria-hidden="true" className="h-5 w-5 text-emerald-700" />
            Your sign-in asks for a code from your authenticator app.
            {status.data.hasBackupCodes ? ' Backup codes are available.' : ' No backup codes left.'}
          </p>
          <Button variant="secondary" onClick={() => setResetOpen(true)}>
            Reset MFA
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <ShieldAlert aria-hidden="true" className="h-5 w-5 text-amber-700" />
            Multi-factor authentication is not set up for your account.
          </p>
          <Button onClick={() => setSetupOpen(true)}>Set Up MFA</Button>
        </div>
      )}
      <MfaSetupDialog open={isSetupOpen} onOpenChange={setSetupOpen} />
      <MfaResetDialog open={isResetOpen} onOpenChange={setResetOpen} onReset={afterReset} />
    </Card>
  );
}
