import { MFA_MESSAGES } from '@/shared/mfa/mfa';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { useTransientMessage } from './use-transient-message';

/** Step 3 of the set-up: each code signs in once when the authenticator is not at hand. */
export function MfaBackupCodes({
  codes,
  isDone,
  onComplete,
}: {
  codes: string[];
  isDone: boolean;
  onComplete: () => void;
}) {
  const copied = useTransientMessage(2000);
  const failed = useTransientMessage(3000);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      copied.show(MFA_MESSAGES.copied);
    } catch {
      failed.show('Could not copy the codes. Please select and copy them yourself.');
    }
  };

  if (isDone) {
    return (
      <Alert tone="success" role="status">
        {MFA_MESSAGES.enabled}
      </Alert>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Keep these backup codes somewhere safe. Each one can be used once to sign in if you lose
        access to your authenticator app.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      {copied.message && (
        <Alert tone="success" role="status">
          {copied.message}
        </Alert>
      )}
      {failed.message && (
        <Alert tone="error" role="alert">
          {failed.message}
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy Codes
        </Button>
        <Button onClick={onComplete}>Complete Setup</Button>
      </div>
    </div>
  );
}
