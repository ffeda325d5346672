import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTRPC } from '@/web/lib/trpc';
import { useRefreshContacts } from '../shared/use-refresh-contacts';
import { EMPTY_NOTE_FORM } from './note-form-values';
import { NoteForm } from './note-form';
import { describeError } from '@/web/lib/describe-error';

export function AddNote({ installerId }: { installerId: string }) {
  const trpc = useTRPC();
  const refresh = useRefreshContacts();
  // Bumped after a save so the form remounts empty.
  const [formKey, setFormKey] = useState(0);
  const mutation = useMutation(
    trpc.installerContacts.notes.create.mutationOptions({
      onSuccess: async () => {
        toast.success('Note added');
        setFormKey((key) => key + 1);
        await refresh();
      },
    }),
  );
  return (
    <NoteForm
      key={formKey}
      idPrefix="note-add"
      label="Add note"
      defaultValues={EMPTY_NOTE_FORM}
      submitLabel="Save Note"
      isPending={mutation.isPending}
      failure={mutation.error ? describeError(mutation.error).message : null}
      onSubmit={(payload) => mutation.mutate({ ...payload, installerId })}
    />
  );
}
