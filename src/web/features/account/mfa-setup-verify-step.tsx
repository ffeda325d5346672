import { MFA_CODE_LENGTH } from '@/shared/mfa/mfa';
import { useId } from 'react';
import { Button } from '@/web/components/ui/button';
import { MfaCodeInput } from './mfa-code-input';
import type { MfaSetupData } from './use-mfa-setup-flow';

/** Step 2 of the set-up: the QR code (or its key typed by hand) and the code it gives. */
export function MfaSetupVerifyStep({
  setup,
  code,
  onCodeChange,
  isVerifying,
  onBack,
  onVerify,
}: {
  setup: MfaSetupData;
  code: string;
  onCodeChange: (code: string) => void;
  isVerifying: boolean;
  onBack: () => void;
  onVerify: () => void;
}) {
  const codeId = useId();
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onVerify();
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
        onChange={onCodeChange}
        autoFocus
      />
      <div className="flex justify-between gap-2">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={code.length !== MFA_CODE_LENGTH || isVerifying}>
          {isVerifying ? 'Verifying...' : 'Verify'}
        </Button>
      </div>
    </form>
  );
}
