import { useId } from 'react';
import { FormField, fieldAria } from '@/web/components/form-field';
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
      <FormField
        id={toggleId}
        label="Require MFA for all users"
        layout="inline"
        hint={
          <>
            Users without multi-factor authentication must set it up before they can use the portal.
            {!isOwnMfaEnabled && ' This includes you: you will be asked to set it up at once.'}
          </>
        }
      >
        {(c) => (
          <Checkbox
            {...fieldAria(c)}
            className="mt-1"
            checked={isRequired}
            disabled={policy.isPending || save.isPending}
            onChange={(event) => save.mutate({ mfaRequired: event.target.checked })}
          />
        )}
      </FormField>
    </Card>
  );
}
