import type { ReactNode } from 'react';
import { describeError } from '@/web/lib/describe-error';
import { Alert } from './ui/alert';
import { Dialog, DialogContent } from './ui/dialog';

/**
 * A dialog holding one create-or-edit form: the form is mounted only while open and keyed by
 * the record it edits, so every opening starts from that record's values (no stale input from
 * the last one). The settings dialogs (webhooks; e-mail templates can move onto it) share it.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  formKey,
  className = 'max-w-2xl',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The edited record's id, or 'new'. */
  formKey: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} className={className}>
        {open && <div key={formKey}>{children}</div>}
      </DialogContent>
    </Dialog>
  );
}

/** The server's refusal of a form's save, inside the form (where the person is looking). */
export function SaveFailure({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert tone="error" role="alert">
      {describeError(error).message}
    </Alert>
  );
}
