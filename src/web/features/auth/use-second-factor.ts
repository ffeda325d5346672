import { BackupCodeInput, MFA_CODE_LENGTH, normaliseBackupCode } from '@/shared/mfa/mfa';
import { useState } from 'react';
import { authClient } from '@/web/lib/auth-client';

export type SecondFactorMethod = 'totp' | 'backup';
type AuthError = { code?: string; message?: string; status?: number };

/** better-auth's two-factor error codes, in words a person can act on. */
function messageFor(
  method: SecondFactorMethod,
  error: AuthError,
): { text: string; restart: boolean } {
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

/** The code the user typed, checked, sent to better-auth, and its refusal in words. */
export function useSecondFactor(
  onVerified: () => Promise<void>,
  onRestart: (message: string) => void,
) {
  const [method, setMethod] = useState<SecondFactorMethod>('totp');
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

  const switchTo = (next: SecondFactorMethod) => {
    setError(null);
    setMethod(next);
  };

  return {
    method,
    code,
    setCode,
    backupCode,
    setBackupCode,
    error,
    isSubmitting,
    canSubmit,
    submit,
    switchTo,
  };
}
