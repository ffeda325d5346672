import { useWatch } from 'react-hook-form';
import { CreateInitiativeInput } from '@/shared/improvements/inputs';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { describeError } from '@/web/lib/describe-error';
import { useZodForm } from '@/web/lib/use-zod-form';
import { useCreateInitiative, useUpdateInitiative } from './api/use-initiative-actions';
import { InitiativeFormFields } from './initiative-form-fields';
import {
  NEW_INITIATIVE,
  initiativeFormValues,
  type InitiativeFormValues,
} from './initiative-form-values';
import type { InitiativeCard } from './types';

function InitiativeForm({
  editing,
  onDone,
}: {
  editing: InitiativeCard | null;
  onDone: () => void;
}) {
  // One schema for both: editing sends the same fields with the initiative's id.
  const form = useZodForm(CreateInitiativeInput, {
    defaultValues: editing ? initiativeFormValues(editing) : NEW_INITIATIVE,
  });
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });
  const create = useCreateInitiative({
    onCreated: () => {
      form.reset(NEW_INITIATIVE);
      onDone();
    },
  });
  const update = useUpdateInitiative({ onSaved: onDone });
  const mutation = editing ? update : create;
  // Spec 02 section 5: title and description non-blank, the button disabled otherwise.
  const isBlank = !title?.trim() || !description?.trim();
  const submit = (values: InitiativeFormValues) => {
    if (editing) update.mutate({ ...values, id: editing.id });
    else create.mutate(values);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      className="space-y-4"
    >
      <InitiativeFormFields form={form} />
      {mutation.error && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          {describeError(mutation.error).message}
        </p>
      )}
      <div className="flex justify-end gap-2 pt-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isBlank || mutation.isPending}>
          {mutation.isPending ? 'Saving…' : editing ? 'Save Changes' : 'Create Initiative'}
        </Button>
      </div>
    </form>
  );
}

/** 'New Initiative' (editing null) or 'Edit Initiative'. */
export function InitiativeFormDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: InitiativeCard | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={editing ? `Edit Initiative ${editing.reference}` : 'New Initiative'}
          description="Title and description are required."
        >
          <InitiativeForm editing={editing} onDone={() => onOpenChange(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}
