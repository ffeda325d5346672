import { OverturnFailInput } from '@/shared/checklists/catalogue';
import { useState } from 'react';
import { useOverturnFail } from './api/use-checklist-mutations';
import { ReasonDialog } from './reason-dialog';

/**
 * A coordinator overturns a Fail with a reason (decision 012): the answer stays
 * on the record as given, shown as overturned, and no longer blocks Passed.
 */
export function OverturnDialog({
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
  const overturn = useOverturnFail({ onDone: close, onProblem: setError });
  return (
    <ReasonDialog
      open={itemId !== null}
      title={`Overturn the fail of ${itemId ?? ''}`}
      description="The answer stays Fail on the record and in the report, marked as overturned by you with this reason. The inspection can then pass."
      fieldId="overturn-reason"
      submitLabel="Overturn fail"
      pending={overturn.isPending}
      error={error}
      onClose={close}
      onSubmit={(reason) => {
        const parsed = OverturnFailInput.safeParse({ inspectionId, itemId, reason });
        if (parsed.success) overturn.mutate(parsed.data);
        else setError(parsed.error.issues[0]?.message);
      }}
    />
  );
}
