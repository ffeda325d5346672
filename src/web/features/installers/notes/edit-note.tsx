import type { Note } from '../shared/installer-types';
import { useUpdateNote } from '../api/use-notes';
import { toNoteFormValues } from './note-form-values';
import { NoteForm } from './note-form';
import { describeError } from '@/web/lib/describe-error';

export function EditNote({ note, onDone }: { note: Note; onDone: () => void }) {
  const mutation = useUpdateNote({ onUpdated: onDone });
  return (
    <div className="rounded-md border border-emerald-200 bg-emerald-50/40 p-3">
      <NoteForm
        idPrefix={`note-edit-${note.id}`}
        label="Edit note"
        defaultValues={toNoteFormValues(note)}
        submitLabel="Save Changes"
        isPending={mutation.isPending}
        failure={mutation.error ? describeError(mutation.error).message : null}
        onSubmit={(payload) => mutation.mutate({ ...payload, id: note.id })}
        onCancel={onDone}
      />
    </div>
  );
}
