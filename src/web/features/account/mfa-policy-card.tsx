import { useId } from 'react';
import { Card } from '@/web/components/ui/card';
import { Checkbox } from '@/web/components/ui/checkbox';
import { useMfaPolicy, useSetMfaPolicy } from './api/use-mfa';

/** Admins only (settings:manage): make MFA mandatory for everyone in the organisation. */
export function MfaPolicyCard({ isOwnMfaEnabled }: { isOwnMfaEnabled: boolean }) {
  const toggleId = useId();
  const policy = useMfaPolicy();
  const save = useSetMfaPolicy();
  const isRequired = policy.data?.mfaRequired ?? false;

  return (
    <Card role="region" aria-labelledby="mfa-policy-title" className="space-y-3">
      <h2 id="mfa-policy-title" className="text-lg font-semibold text-slate-900">
        MFA Policy
      </h2>
      <div className="flex items-start gap-3">
        <Checkbox
          id={toggleId}
          className="mt-1"
          checked={isRequired}
          disabled={policy.isPending || save.isPending}
          aria-describedby={`${toggleId}-hint`}
          onChange={(event) => save.mutate({ mfaRequired: event.target.checked })}
        />
        <div>
          <label htmlFor={toggleId} className="text-sm font-medium text-slate-900">
            Require MFA for all users
          </label>
          <p id={`${toggleId}-hint`} className="text-sm text-slate-600">
            Users without multi-factor authentication must set it up before they can use the portal.
            {!isOwnMfaEnabled && ' This includes you: you will be asked to set it up at once.'}
          </p>
        </div>
      </div>
    </Card>
  );
}
