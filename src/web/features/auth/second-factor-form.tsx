import { BackupCodeInput, MFA_CODE_LENGTH, normaliseBackupCode } from '@/shared/mfa/mfa';
import { useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { authClient } from '@/web/lib/auth-client';
import { MfaCodeInput } from '../account/mfa-code-input';

type Method = 'totp' | 'backup';
type AuthError = { code?: string; message?: string; status?: number };

/** better-auth's two-factor error codes, in words a person can act on. */
function messageFor(method: Method, error: AuthError): { text: string; restart: boolean } {
  switch (error.code) {
    case 'INVALID_CODE':
      return {
        text: 'That code is not correct. Check your authenticator app and try again.',
        restart: false,
      };
    case 'INVALID_BACKUP_CODE':
      return { text: 'That backup code is not valid or has already been used.', restart: false };
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return {
        text: 'Your sign-in has expired or had too many attempts. Please sign in again.',
        restart: true,
      };
    default:
      if (error.status === 429) {
        return { text: 'Too many attempts. Please wait a minute and try again.', restart: false };
      }
      return {
        text:
          error.message?.trim() ||
          (method === 'totp' ? 'Verification failed. Please try again.' : 'Backup code refused.'),
        restart: false,
      };
  }
}

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
  const [method, setMethod] = useState<Method>('totp');
  const [code, setCode] = useState('');
  const [backupCode, setBackupCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const backupValid = BackupCodeInput.safeParse(backupCode).success;
  const canSubmit = method === 'totp' ? code.length === MFA_CODE_LENGTH : backupValid;

  const submit = async () => {
    if (!canSubmit) {
      setError(
        method === 'totp'
          ? 'Please enter a valid 6-digit code'
          : 'Please enter a backup code like abcde-12345',
      );
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const { error: failure } =
        method === 'totp'
          ? await authClient.$fetch('/two-factor/verify-totp', {
              method: 'POST',
              body: { code },
            })
          : await authClient.$fetch('/two-factor/verify-backup-code', {
              method: 'POST',
              body: { code: normaliseBackupCode(backupCode) },
            });
      if (failure) {
        const { text, restart } = messageFor(method, failure);
        if (restart) onRestart(text);
        else setError(text);
        return;
      }
      await onVerified();
    } catch {
      setError('Could not reach the server. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  const switchTo = (next: Method) => {
    setError(null);
    setMethod(next);
  };

  return (
    <form
      noValidate
      className="space-y-5"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
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
          value={code}
          onChange={setCode}
          autoFocus
        />
      ) : (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-backup`}>Backup code</Label>
          <Input
            id={`${id}-backup`}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            placeholder="abcde-12345"
            value={backupCode}
            onChange={(event) => setBackupCode(event.target.value)}
          />
        </div>
      )}
      <Button type="submit" className="w-full" disabled={!canSubmit || isSubmitting}>
        {isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="link" onClick={() => switchTo(method === 'totp' ? 'backup' : 'totp')}>
          {method === 'totp' ? 'Use a backup code instead' : 'Use my authenticator app instead'}
        </Button>
        <Button variant="link" onClick={() => onRestart('')}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
