import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { authClient } from '@/web/lib/auth-client';
import { useDeactivateAccount, useResetAccountSettings } from './api/use-account';

/** Account Actions: both actions ask first; deactivation signs the user out everywhere. */
export function DangerZoneCard() {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'reset' | 'deactivate' | null>(null);

  const reset = useResetAccountSettings();
  const deactivate = useDeactivateAccount({
    onDeactivated: async () => {
      await navigate('/login', { replace: true });
      // The server already ended every session; this clears the browser's cookie too.
      await authClient.signOut().catch(() => undefined);
    },
  });

  return (
    <Card role="region" aria-labelledby="danger-zone-title" className="space-y-4 border-red-200">
      <h2 id="danger-zone-title" className="text-lg font-semibold text-red-800">
        Account Actions
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-sm font-medium text-slate-900">Reset all settings</p>
          <p className="text-sm text-slate-600">
            Put your security and notification preferences back to their defaults.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setConfirming('reset')}>
          Reset All Settings
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-900">Deactivate account</p>
          <p className="text-sm text-slate-600">
            You will be signed out everywhere and cannot sign in until an administrator reactivates
            you.
          </p>
        </div>
        <Button variant="danger" onClick={() => setConfirming('deactivate')}>
          Deactivate Account
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === 'reset'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Reset All Settings"
        description="Your session timeout goes back to 30 minutes and both notification settings are turned on. Continue?"
        confirmLabel="Reset Settings"
        isPending={reset.isPending}
        onConfirm={() => reset.mutate()}
      />
      <ConfirmDialog
        open={confirming === 'deactivate'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Deactivate Account"
        description="Are you sure you want to deactivate your account? You will be signed out at once, and only an administrator can reactivate it."
        confirmLabel="Deactivate"
        isPending={deactivate.isPending}
        onConfirm={() => deactivate.mutate()}
      />
    </Card>
  );
}
