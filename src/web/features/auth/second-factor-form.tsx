import { useId } from 'react';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { MfaCodeInput } from '../account/mfa-code-input';
import { useSecondFactor } from './use-second-factor';

/**
 * The second sign-in step when the account has MFA: the authenticator code,
 * or a single-use backup code. better-auth holds the half-finished sign-in in
 * a short-lived cookie; a session exists only once a code is accepted.
 */
export function SecondFactorForm({
  onVerified,
  onRestart,
}: {
  onVerified: () => Promise<void>;
  onRestart: (message: string) => void;
}) {
  const id = useId();
  const factor = useSecondFactor(onVerified, onRestart);
  const { method, error } = factor;

  return (
    <form
      noValidate
      className="space-y-5"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void factor.submit();
      }}
    >
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Two-factor authentication
        </h2>
        <p className="text-sm text-slate-600">
          {method === 'totp'
            ? 'Enter the 6-digit code from your authenticator app.'
            : 'Enter one of the backup codes you saved when you set up MFA. Each code works once.'}
        </p>
      </div>
      {error && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </div>
      )}
      {method === 'totp' ? (
        <MfaCodeInput
          id={`${id}-totp`}
          label="Authentication code"
          value={factor.code}
          onChange={factor.setCode}
          autoFocus
        />
      ) : (
        <FormField id={`${id}-backup`} label="Backup code">
          {(c) => (
            <Input
              {...fieldAria(c)}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
              placeholder="abcde-12345"
              value={factor.backupCode}
              onChange={(event) => factor.setBackupCode(event.target.value)}
            />
          )}
        </FormField>
      )}
      <Button type="submit" className="w-full" disabled={!factor.canSubmit || factor.isSubmitting}>
        {factor.isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          variant="link"
          onClick={() => factor.switchTo(method === 'totp' ? 'backup' : 'totp')}
        >
          {method === 'totp' ? 'Use a backup code instead' : 'Use my authenticator app instead'}
        </Button>
        <Button variant="link" onClick={() => onRestart('')}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
