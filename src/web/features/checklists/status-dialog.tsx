import { useState } from 'react';
import { useSetItemStatus } from './api/use-checklist-mutations';
import { ReasonDialog } from './reason-dialog';

/** Rejecting an item asks why; the reason is shown on the item and kept in the audit log. */
export function RejectDialog({
  inspectionId,
  itemId,
  onClose,
}: {
  inspectionId: string;
  itemId: string | null;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  const setStatus = useSetItemStatus();
  return (
    <ReasonDialog
      open={itemId !== null}
      title={`Reject ${itemId ?? ''}`}
      fieldId="reject-reason"
      submitLabel="Reject"
      pending={setStatus.isPending}
      error={error}
      onClose={close}
      onSubmit={(reason) => {
        if (!itemId) return;
        if (!reason.trim()) return setError('Give the reason for the rejection');
        setStatus.mutate(
          { inspectionId, itemId, status: 'Rejected', reason },
          { onSuccess: close },
        );
      }}
    />
  );
}
