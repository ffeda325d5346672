import { useState } from 'react';
import { useCreateNote } from '../api/use-notes';
import { EMPTY_NOTE_FORM } from './note-form-values';
import { NoteForm } from './note-form';
import { describeError } from '@/web/lib/describe-error';

export function AddNote({ installerId }: { installerId: string }) {
  // Bumped after a save so the form remounts empty.
  const [formKey, setFormKey] = useState(0);
  const mutation = useCreateNote({ onCreated: () => setFormKey((key) => key + 1) });
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
