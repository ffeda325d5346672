import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import type { StatusTarget } from './inspection-types';
import { UpdateStatusForm } from './update-status-form';

/** returnFocusTo: the control to focus on close when the opener was a menu item that no longer exists. */
export type StatusDialogTarget = StatusTarget & { returnFocusTo?: HTMLElement | null };

type UpdateStatusDialogProps = { target: StatusDialogTarget | null; onClose: () => void };

/** The one status dialog of the pending list, View Inspections and the detail page. */
export function UpdateStatusDialog({ target, onClose }: UpdateStatusDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {target && (
        <DialogContent
          title="Update Status"
          description={`Inspection ${target.reference}, policy ${target.policyId}`}
          onCloseAutoFocus={(event) => {
            if (!target.returnFocusTo?.isConnected) return;
            event.preventDefault();
            target.returnFocusTo.focus();
          }}
        >
          {/* Keyed so another inspection starts from a fresh form, not the last one's answers. */}
          <UpdateStatusForm key={target.id} target={target} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}
