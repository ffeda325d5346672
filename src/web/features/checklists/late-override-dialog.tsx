import { OverrideLateRemediationInput } from '@/shared/checklists/remediation-review';
import { useState } from 'react';
import { useOverrideLateRemediation } from './api/use-override-late';
import { ReasonDialog } from './reason-dialog';

/**
 * A coordinator overrides the lateness of a remediation submitted after its deadline, with a
 * reason: it stays late on the record (and against the installer) but may then be accepted.
 */
export function LateOverrideDialog({
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
  const override = useOverrideLateRemediation({ onDone: close, onProblem: setError });
  return (
    <ReasonDialog
      open={itemId !== null}
      title={`Override the late remediation of ${itemId ?? ''}`}
      description="The evidence came after the remediation deadline. It stays marked late and counts against the installer; with your reason on the record, someone who neither failed the item nor submitted the evidence can then accept it."
      fieldId="late-override-reason"
      submitLabel="Override"
      pending={override.isPending}
      error={error}
      onClose={close}
      onSubmit={(reason) => {
        const parsed = OverrideLateRemediationInput.safeParse({ inspectionId, itemId, reason });
        if (parsed.success) override.mutate(parsed.data);
        else setError(parsed.error.issues[0]?.message);
      }}
    />
  );
}
