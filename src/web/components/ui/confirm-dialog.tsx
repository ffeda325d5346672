import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClass } from './button-variants';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  /**
   * false keeps the dialog open after Confirm, so the server's refusal can show
   * inside it (the caller closes it on success); true closes it at once.
   */
  closesOnConfirm?: boolean;
  /** A refusal to show above the buttons (role="alert" is the caller's). */
  error?: ReactNode;
};

/**
 * A yes/no question before something that cannot be undone. Radix's alert dialog
 * puts focus on Cancel first, so a stray Enter never deletes anything.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  closesOnConfirm = true,
  error,
}: ConfirmDialogProps) {
  const confirmClass = buttonClass({ variant: 'danger' });
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description}
          </AlertDialog.Description>
          {error}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass({ variant: 'secondary' })}>
              Cancel
            </AlertDialog.Cancel>
            {closesOnConfirm ? (
              <AlertDialog.Action disabled={isPending} className={confirmClass} onClick={onConfirm}>
                {confirmLabel}
              </AlertDialog.Action>
            ) : (
              <button
                type="button"
                disabled={isPending}
                className={confirmClass}
                onClick={onConfirm}
              >
                {confirmLabel}
              </button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
