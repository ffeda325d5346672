import { MFA_CODE_LENGTH, MFA_MESSAGES } from '@/shared/mfa/mfa';
import { useState } from 'react';
import { getTrpcErrorCode } from '@/web/lib/trpc-errors';
import { useMfaSetupMutations, useRefreshMfa } from './api/use-mfa';
import { pause, useTransientMessage } from './use-transient-message';

export type MfaSetupStep = 'setup' | 'verify' | 'backup';
export type MfaSetupData = { qrCodeUrl: string; secret: string };

/** The set-up's three steps and what moves between them: generate, verify, complete. */
export function useMfaSetupFlow(onClose: () => void) {
  const refreshMfa = useRefreshMfa();
  const [step, setStep] = useState<MfaSetupStep>('setup');
  const [setup, setSetup] = useState<MfaSetupData | null>(null);
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

  const back = () => {
    error.clear();
    setStep('setup');
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

  return {
    step,
    setup,
    code,
    setCode,
    backupCodes,
    isDone,
    error,
    generate,
    verify,
    startSetup,
    confirmCode,
    back,
    complete,
  };
}
