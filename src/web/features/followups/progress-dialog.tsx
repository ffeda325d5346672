import { UpdateFollowupProgressInput } from '@/shared/followups/schemas';
import type { z } from 'zod';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { RemediationClocks } from '../checklists/remediation-clocks';
import { Input } from '@/web/components/ui/input';
import { FormField, fieldAria } from '@/web/components/form-field';
import type { FollowupRow } from './followup-types';
import { useZodForm } from '@/web/lib/use-zod-form';

export type ProgressTarget = { row: FollowupRow; opener: HTMLElement | null };
type Values = z.output<typeof UpdateFollowupProgressInput>;

type ProgressDialogProps = {
  target: ProgressTarget | null;
  isPending: boolean;
  onClose: () => void;
  onSave: (values: Values) => void;
};

export function ProgressDialog({ target, isPending, onClose, onSave }: ProgressDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target && (
        <DialogContent
          title="Update progress"
          description={target.row.title}
          onCloseAutoFocus={(event) => {
            if (!target.opener?.isConnected) return;
            event.preventDefault();
            target.opener.focus();
          }}
        >
          <RemediationClocks filter={{ followupId: target.row.id }} />
          <ProgressForm
            key={target.row.id}
            row={target.row}
            isPending={isPending}
            onSave={onSave}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ProgressForm({
  row,
  isPending,
  onSave,
}: {
  row: FollowupRow;
  isPending: boolean;
  onSave: (v: Values) => void;
}) {
  const form = useZodForm(UpdateFollowupProgressInput, {
    defaultValues: { id: row.id, progress: row.progress },
  });
  const error = form.formState.errors.progress?.message;
  return (
    <form noValidate className="space-y-4" onSubmit={(e) => void form.handleSubmit(onSave)(e)}>
      <FormField id="followup-progress" label="Progress (%)" error={error}>
        {(control) => (
          <Input
            {...fieldAria(control)}
            type="number"
            min={0}
            max={100}
            step={5}
            {...form.register('progress', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving…' : 'Save Progress'}
        </Button>
      </div>
    </form>
  );
}
