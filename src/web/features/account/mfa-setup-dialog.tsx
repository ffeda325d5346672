import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { MfaBackupCodes } from './mfa-backup-codes';
import { MfaSetupVerifyStep } from './mfa-setup-verify-step';
import { useMfaSetupFlow, type MfaSetupStep } from './use-mfa-setup-flow';

const STEP_TITLES: Record<MfaSetupStep, string> = {
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
  const flow = useMfaSetupFlow(onClose);
  const { step, setup, error } = flow;

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
          <MfaSetupIntro
            isGenerating={flow.generate.isPending}
            onCancel={onClose}
            onGenerate={() => void flow.startSetup()}
          />
        )}
        {step === 'verify' && setup && (
          <MfaSetupVerifyStep
            setup={setup}
            code={flow.code}
            onCodeChange={flow.setCode}
            isVerifying={flow.verify.isPending}
            onBack={flow.back}
            onVerify={() => void flow.confirmCode()}
          />
        )}
        {step === 'backup' && (
          <MfaBackupCodes
            codes={flow.backupCodes}
            isDone={flow.isDone}
            onComplete={flow.complete}
          />
        )}
      </div>
    </DialogContent>
  );
}

/** Step 1: what the user needs before the QR code is made. */
function MfaSetupIntro({
  isGenerating,
  onCancel,
  onGenerate,
}: {
  isGenerating: boolean;
  onCancel: () => void;
  onGenerate: () => void;
}) {
  return (
    <>
      <p className="text-sm text-slate-700">
        You will need an authenticator app such as Microsoft Authenticator, Google Authenticator or
        1Password. We will show a QR code for it to scan, then ask for the 6-digit code it gives
        you.
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onGenerate} disabled={isGenerating}>
          {isGenerating ? 'Generating...' : 'Generate QR Code'}
        </Button>
      </div>
    </>
  );
}
