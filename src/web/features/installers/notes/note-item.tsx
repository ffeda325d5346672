import { formatDate, formatDateTime } from '@/shared/format';
import { Lock, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Checkbox } from '@/web/components/ui/checkbox';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { FormField } from '@/web/components/form-field';
import { cn } from '@/web/lib/cn';
import { usePermissions } from '@/web/lib/use-permissions';
import { NOTE_PRIORITY_LABELS, NOTE_TYPE_LABELS } from '../shared/contact-labels';
import type { Note } from '../shared/installer-types';
import { useDeleteNote, useToggleNoteComplete } from '../api/use-notes';

const PRIORITY_TONES: Record<Note['priority'], string> = {
  urgent: 'bg-red-100 text-red-900',
  high: 'bg-orange-100 text-orange-900',
  medium: 'bg-blue-100 text-blue-900',
  low: 'bg-slate-100 text-slate-800',
};
const CHIP = 'rounded-full px-2 py-0.5 text-xs font-semibold';

/** One note, named by its title so tests and screen readers can find its controls. */
export function NoteItem({ note, onEdit }: { note: Note; onEdit: () => void }) {
  // Others' notes are edited, deleted or marked complete only with installers:notes_all (the
  // server refuses otherwise).
  const { can } = usePermissions();
  const mayChange = note.isOwn || can('installers:notes_all');
  const titleId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const toggle = useToggleNoteComplete();
  // Set in the change handler itself, so the box ticks at once (a controlled input would snap
  // back until the mutation's state arrives); cleared when the toggle and its refetch settle.
  const [pendingCompleted, setPendingCompleted] = useState<boolean | null>(null);
  const isCompleted = pendingCompleted ?? note.isCompleted;
  const remove = useDeleteNote({ onDeleted: () => setIsConfirming(false) });

  return (
    <article aria-labelledby={titleId} className="space-y-2 py-3">
      <NoteHeading
        note={note}
        titleId={titleId}
        isCompleted={isCompleted}
        mayChange={mayChange}
        onEdit={onEdit}
        onDelete={() => setIsConfirming(true)}
      />
      <p
        className={cn(
          'text-sm whitespace-pre-wrap text-slate-700',
          isCompleted && 'text-slate-500 line-through',
        )}
      >
        {note.content}
      </p>
      <NoteChips note={note} />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <FormField
          id={`${titleId}-complete`}
          label="Mark complete"
          layout="inline"
          labelClassName="text-xs"
        >
          {(c) => (
            <Checkbox
              id={c.id}
              checked={isCompleted}
              disabled={toggle.isPending || !mayChange}
              onChange={() => {
                setPendingCompleted(!isCompleted);
                toggle.mutate({ id: note.id }, { onSettled: () => setPendingCompleted(null) });
              }}
            />
          )}
        </FormField>
        <p>
          {formatDateTime(note.createdAt)}
          {note.reminderDate && ` · Reminder ${formatDate(note.reminderDate)}`}
        </p>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete note?"
        description={`"${note.title}" will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate({ id: note.id })}
      />
    </article>
  );
}

type NoteHeadingProps = {
  note: Note;
  titleId: string;
  isCompleted: boolean;
  mayChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** The title, struck through when complete, with Edit and Delete for those who may change it. */
function NoteHeading({
  note,
  titleId,
  isCompleted,
  mayChange,
  onEdit,
  onDelete,
}: NoteHeadingProps) {
  return (
    <div className="flex items-start justify-between gap-3">
      <h4
        id={titleId}
        className={cn('font-medium text-slate-900', isCompleted && 'text-slate-500 line-through')}
      >
        {note.title}
      </h4>
      {mayChange && (
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" aria-label={`Edit note ${note.title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete note ${note.title}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete
          </Button>
        </div>
      )}
    </div>
  );
}

/** Priority, type, privacy and tags as chips. */
function NoteChips({ note }: { note: Note }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className={cn(CHIP, PRIORITY_TONES[note.priority])}>
        {NOTE_PRIORITY_LABELS[note.priority]}
      </span>
      <span className={cn(CHIP, 'bg-slate-100 text-slate-800')}>{NOTE_TYPE_LABELS[note.type]}</span>
      {note.isPrivate && (
        <span className={cn(CHIP, 'inline-flex items-center gap-1 bg-violet-100 text-violet-900')}>
          <Lock aria-hidden="true" className="h-3 w-3" />
          Private: only visible to you
        </span>
      )}
      {note.tags.map((tag) => (
        <span key={tag} className={cn(CHIP, 'bg-emerald-50 text-emerald-900')}>
          #{tag}
        </span>
      ))}
    </div>
  );
}
