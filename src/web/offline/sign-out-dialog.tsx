import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { unsentText, useSignOutQuestion } from './sign-out-question';

/** Asks before a sign-out that would remove changes not yet sent (mounted by the staff shell). */
export function SignOutDialog() {
  const question = useSignOutQuestion();
  return (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) question?.answer(false);
      }}
      title="Sign out with changes not sent?"
      description={`${unsentText(question?.unsent ?? 0)} Signing out removes them from this device.`}
      confirmLabel="Sign out anyway"
      onConfirm={() => question?.answer(true)}
    />
  );
}
