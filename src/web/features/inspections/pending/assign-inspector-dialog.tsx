import { BULK_ASSIGN_MAX, BULK_ASSIGN_MAX_MESSAGE } from '@/shared/inspections/pending-queue';
import { UserCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { describeError } from '@/web/lib/describe-error';
import { useAssignInspector } from '../api/use-inspection-mutations';
import { plural } from './assign-words';
import { InspectorSelect } from '../register/inspector-select';

type AssignInspectorDialogProps = { ids: readonly string[]; onAssigned: () => void };

/** Shown while rows are selected; one call assigns them all, or none if any cannot be. */
export function AssignInspectorDialog({ ids, onAssigned }: AssignInspectorDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [inspectorId, setInspectorId] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const count = ids.length;
  const isTooMany = count > BULK_ASSIGN_MAX;
  const mutation = useAssignInspector({
    onAssigned: () => {
      setIsOpen(false);
      setInspectorId('');
      onAssigned();
    },
  });
  const failure = mutation.error ? describeError(mutation.error).message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!inspectorId) {
      setChoiceError('Choose an inspector from the list');
      return;
    }
    mutation.mutate({ ids: [...ids], inspectorId });
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) mutation.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button disabled={isTooMany} aria-describedby={isTooMany ? 'assign-too-many' : undefined}>
          <UserCheck aria-hidden="true" className="h-4 w-4" />
          Assign to inspector ({count})
        </Button>
      </DialogTrigger>
      {isTooMany && (
        <p id="assign-too-many" className="text-sm text-red-700">
          {BULK_ASSIGN_MAX_MESSAGE}
        </p>
      )}
      <DialogContent
        title="Assign to inspector"
        description={`Assign ${plural(count)} to one inspector. They are told in their notifications.`}
      >
        <form className="space-y-4" onSubmit={submit} noValidate>
          <InspectorSelect
            id="assign-inspector"
            errorId="assign-inspector-error"
            errorMessage={choiceError ?? undefined}
            placeholder="Choose an inspector"
            value={inspectorId}
            onChoose={(inspector) => {
              setInspectorId(inspector.id);
              setChoiceError(null);
            }}
          />
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Assigning...' : `Assign ${plural(count)}`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
