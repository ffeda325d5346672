import { MFA_CODE_LENGTH, MFA_MESSAGES } from '@/shared/mfa/mfa';
import { useId, useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { getTrpcErrorCode } from '@/web/lib/trpc-errors';
import { useMfaSetupMutations, useRefreshMfa } from './api/use-mfa';
import { MfaBackupCodes } from './mfa-backup-codes';
import { MfaCodeInput } from './mfa-code-input';
import { pause, useTransientMessage } from './use-transient-message';

type Step = 'setup' | 'verify' | 'backup';
type SetupData = { qrCodeUrl: string; secret: string };

const STEP_TITLES: Record<Step, string> = {
  setup: 'Set Up Multi-Factor Authentication',
  verify: 'Scan and Verify',
  backup: 'Save Your Backup Codes',
};

export function MfaSetupDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // A fresh body on every opening: "reopening resets everything" (spec 02 §4).
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <MfaSetupFlow onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function MfaSetupFlow({ onClose }: { onClose: () => void }) {
  const refreshMfa = useRefreshMfa();
  const codeId = useId();
  const [step, setStep] = useState<Step>('setup');
  const [setup, setSetup] = useState<SetupData | null>(null);
  const [code, setCode] = useState('');
  const [backupCodes, setBackupCodes] = useState<string[]>([]);
  const [isDone, setIsDone] = useState(false);
  const error = useTransientMessage(3000);

  const { generate, verify } = useMfaSetupMutations();

  const startSetup = async () => {
    error.clear();
    await pause(100);
    try {
      const result = await generate.mutateAsync();
      if (!result.qrCodeUrl || !result.secret) return error.show(MFA_MESSAGES.setupFailed);
      setSetup({ qrCodeUrl: result.qrCodeUrl, secret: result.secret });
      setStep('verify');
    } catch (e) {
      if (getTrpcErrorCode(e) === 'UNAUTHORIZED') return error.show(MFA_MESSAGES.notSignedIn);
      error.show(`Error: ${e instanceof Error ? e.message : 'Unknown error'}. Please try again.`);
    }
  };

  const confirmCode = async () => {
    if (code.length !== MFA_CODE_LENGTH) return error.show(MFA_MESSAGES.invalidCode);
    error.clear();
    await pause(100);
    try {
      const result = await verify.mutateAsync({ token: code });
      if (!result.success || !result.backupCodes?.length) {
        return error.show(MFA_MESSAGES.enableFailed);
      }
      setBackupCodes(result.backupCodes);
      setStep('backup');
    } catch (e) {
      if (getTrpcErrorCode(e) === 'UNAUTHORIZED') return error.show(MFA_MESSAGES.notSignedIn);
      const message = e instanceof Error ? e.message : '';
      // After too many wrong codes the server discards the set-up: start again from step one.
      if (message.startsWith('Too many')) {
        setSetup(null);
        setCode('');
        setStep('setup');
        return error.show(message);
      }
      error.show(MFA_MESSAGES.wrongCode);
    }
  };

  const complete = () => {
    setIsDone(true);
    void refreshMfa();
    // Spec 02 §4: the page reloads 3 seconds after Complete Setup.
    setTimeout(() => {
      onClose();
      window.location.reload();
    }, 3000);
  };

  return (
    <DialogContent
      title={STEP_TITLES[step]}
      description={`Step ${step === 'setup' ? 1 : step === 'verify' ? 2 : 3} of 3`}
    >
      <div className="space-y-4">
        {error.message && (
          <Alert tone="error" role="alert">
            {error.message}
          </Alert>
        )}
        {step === 'setup' && (
          <>
            <p className="text-sm text-slate-700">
              You will need an authenticator app such as Microsoft Authenticator, Google
              Authenticator or 1Password. We will show a QR code for it to scan, then ask for the
              6-digit code it gives you.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button onClick={() => void startSetup()} disabled={generate.isPending}>
                {generate.isPending ? 'Generating...' : 'Generate QR Code'}
              </Button>
            </div>
          </>
        )}
        {step === 'verify' && setup && (
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void confirmCode();
            }}
          >
            <p className="text-sm text-slate-700">
              Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
            </p>
            <img
              src={setup.qrCodeUrl}
              alt="QR code to scan with your authenticator app"
              width={200}
              height={200}
              className="mx-auto rounded border border-slate-200"
            />
            <div>
              <p className="text-sm text-slate-700">Can&apos;t scan it? Enter this key instead:</p>
              <code
                aria-label="Manual entry key"
                className="mt-1 block rounded bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
              >
                {setup.secret}
              </code>
            </div>
            <MfaCodeInput
              id={codeId}
              label="Verification code"
              value={code}
              onChange={setCode}
              autoFocus
            />
            <div className="flex justify-between gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  error.clear();
                  setStep('setup');
                }}
              >
                Back
              </Button>
              <Button type="submit" disabled={code.length !== MFA_CODE_LENGTH || verify.isPending}>
                {verify.isPending ? 'Verifying...' : 'Verify'}
              </Button>
            </div>
          </form>
        )}
        {step === 'backup' && (
          <MfaBackupCodes codes={backupCodes} isDone={isDone} onComplete={complete} />
        )}
      </div>
    </DialogContent>
  );
}
