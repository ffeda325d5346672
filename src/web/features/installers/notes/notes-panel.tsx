import { useState } from 'react';
import { useNotes } from '../api/use-notes';
import { QueryBoundary } from '@/web/components/query-states';
import { AddNote } from './add-note';
import { EditNote } from './edit-note';
import { NoteItem } from './note-item';

/** Notes in the server's order (compareNotes: priority, then newest), kept as they arrive. */
export function NotesPanel({ installerId }: { installerId: string }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const query = useNotes(installerId);
  return (
    <div className="space-y-6">
      <section aria-labelledby="add-note-heading">
        <h3 id="add-note-heading" className="mb-3 text-sm font-semibold text-slate-900">
          Add a note
        </h3>
        <AddNote installerId={installerId} />
      </section>
      <section aria-labelledby="notes-list-heading">
        <h3 id="notes-list-heading" className="text-sm font-semibold text-slate-900">
          All notes
        </h3>
        <QueryBoundary
          query={query}
          label="Loading notes"
          emptyText="No notes yet. Add your first note to get started."
        >
          {(notes) => (
            <div className="divide-y divide-slate-200">
              {notes.map((note) =>
                note.id === editingId ? (
                  <EditNote key={note.id} note={note} onDone={() => setEditingId(null)} />
                ) : (
                  <NoteItem key={note.id} note={note} onEdit={() => setEditingId(note.id)} />
                ),
              )}
            </div>
          )}
        </QueryBoundary>
      </section>
    </div>
  );
}
