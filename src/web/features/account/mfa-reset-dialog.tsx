import { MFA_MESSAGES } from '@/shared/mfa/mfa';
import { useId, useState } from 'react';
import { FormField, fieldAria } from '@/web/components/form-field';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { useDisableMfa } from './api/use-mfa';
import { useTransientMessage } from './use-transient-message';

/** Asks for the account password, resets MFA, then (after 1.5 s) hands over to a new set-up. */
export function MfaResetDialog({
  open,
  onOpenChange,
  onReset,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReset: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <MfaResetForm onReset={onReset} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function MfaResetForm({ onReset, onCancel }: { onReset: () => void; onCancel: () => void }) {
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [isDone, setIsDone] = useState(false);
  const error = useTransientMessage(3000);
  const disable = useDisableMfa();
  const isBlank = password.trim() === '';

  const submit = async () => {
    if (isBlank) return error.show(MFA_MESSAGES.passwordRequired);
    error.clear();
    try {
      await disable.mutateAsync({ password });
      setIsDone(true);
      setTimeout(onReset, 1500);
    } catch (e) {
      error.show((e instanceof Error && e.message) || MFA_MESSAGES.resetFailed);
    }
  };

  return (
    <DialogContent
      title="Reset MFA"
      description="Enter your password to remove your authenticator app and backup codes. You can set MFA up again straight away."
    >
      {isDone ? (
        <Alert tone="success" role="status">
          {MFA_MESSAGES.reset}
        </Alert>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {error.message && (
            <Alert tone="error" role="alert">
              {error.message}
            </Alert>
          )}
          <FormField id={passwordId} label="Password">
            {(c) => (
              <Input
                {...fieldAria(c)}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={isBlank || disable.isPending}>
              {disable.isPending ? 'Resetting...' : 'Reset MFA'}
            </Button>
          </div>
        </form>
      )}
    </DialogContent>
  );
}
