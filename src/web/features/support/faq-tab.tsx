import { ArrowDown, ArrowUp, ChevronDown, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { SearchBox } from '@/web/components/search-box';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { describeError } from '@/web/lib/describe-error';
import { useFaq } from './api/use-support-queries';
import { useFaqEntryActions } from './api/use-support-settings';
import { usePermissions } from '@/web/lib/use-permissions';
import { FaqForm, type FaqDraft } from './faq-form';

type Entry = { id: string; category: string; question: string; answer: string };

const NEW_ENTRY: FaqDraft = { category: '', question: '', answer: '' };

type EntryEditButtonsProps = {
  entry: Entry;
  isFirst: boolean;
  isLast: boolean;
  move: ReturnType<typeof useFaqEntryActions>['move'];
  onEdit: () => void;
  onDelete: () => void;
};

/** An editor's controls on one entry: move up or down in its category, edit, delete. */
function EntryEditButtons({
  entry,
  isFirst,
  isLast,
  move,
  onEdit,
  onDelete,
}: EntryEditButtonsProps) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Move up: ${entry.question}`}
        disabled={isFirst || move.isPending}
        onClick={() => move.mutate({ id: entry.id, direction: 'up' })}
      >
        <ArrowUp aria-hidden="true" className="h-4 w-4" />
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Move down: ${entry.question}`}
        disabled={isLast || move.isPending}
        onClick={() => move.mutate({ id: entry.id, direction: 'down' })}
      >
        <ArrowDown aria-hidden="true" className="h-4 w-4" />
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit FAQ: ${entry.question}`}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Edit
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Delete FAQ: ${entry.question}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete
      </Button>
    </div>
  );
}

type FaqGroupsProps = {
  groups: Array<{ category: string; entries: Entry[] }>;
  canEdit: boolean;
  move: ReturnType<typeof useFaqEntryActions>['move'];
  onEdit: (entry: Entry) => void;
  onDelete: (entry: Entry) => void;
};

/** Each category's questions, opened one at a time; editors get their controls on each. */
function FaqGroups({ groups, canEdit, move, onEdit, onDelete }: FaqGroupsProps) {
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <Card key={group.category} className="p-4 sm:p-6">
          <h3 className="text-base font-semibold text-slate-900">{group.category}</h3>
          <ul className="mt-3 divide-y divide-slate-100" aria-label={group.category}>
            {group.entries.map((entry, index) => (
              <li key={entry.id} className="py-2">
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-md py-1 font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700 [&::-webkit-details-marker]:hidden">
                    <span className="min-w-0 break-words">{entry.question}</span>
                    <ChevronDown
                      aria-hidden="true"
                      className="mt-0.5 h-4 w-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">
                    {entry.answer}
                  </p>
                </details>
                {canEdit && (
                  <EntryEditButtons
                    entry={entry}
                    isFirst={index === 0}
                    isLast={index === group.entries.length - 1}
                    move={move}
                    onEdit={() => onEdit(entry)}
                    onDelete={() => onDelete(entry)}
                  />
                )}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

/** The heading, the FAQ search and, for editors, Add FAQ. */
function FaqHeader({
  search,
  onSearch,
  onAdd,
}: {
  search: string;
  onSearch: (q: string) => void;
  onAdd: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <h2 id="faq-heading" className="text-lg font-semibold text-slate-900">
        Frequently asked questions
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <SearchBox
            id="faq-search"
            label="Search FAQ"
            placeholder="Question or answer"
            value={search}
            onSearch={onSearch}
          />
        </div>
        {onAdd && (
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add FAQ
          </Button>
        )}
      </div>
    </div>
  );
}

/** Support > FAQ: grouped by category, searchable (question and answer); ADMIN edits it. */
export function FaqTab({ search, onSearch }: { search: string; onSearch: (q: string) => void }) {
  const canEdit = usePermissions().can('settings:manage');
  const faq = useFaq(search);
  const [editing, setEditing] = useState<FaqDraft | null>(null);
  const [toDelete, setToDelete] = useState<Entry | null>(null);
  const { move, remove } = useFaqEntryActions({ onDeleted: () => setToDelete(null) });

  return (
    <section aria-labelledby="faq-heading" className="space-y-4">
      <FaqHeader
        search={search}
        onSearch={onSearch}
        onAdd={canEdit ? () => setEditing(NEW_ENTRY) : undefined}
      />
      {faq.isPending ? (
        <TableSkeleton label="Loading the FAQ" />
      ) : faq.isError ? (
        <ErrorState
          title="Could not load the FAQ"
          message={describeError(faq.error).message}
          onRetry={() => void faq.refetch()}
        />
      ) : faq.data.total === 0 ? (
        search ? (
          <EmptyState
            title="No questions found"
            hint="No question or answer matches this search."
          />
        ) : (
          <EmptyState
            title="No questions yet"
            hint={canEdit ? 'Use Add FAQ to write the first one.' : 'Raise a ticket to ask us.'}
          />
        )
      ) : (
        <FaqGroups
          groups={faq.data.groups}
          canEdit={canEdit}
          move={move}
          onEdit={setEditing}
          onDelete={(entry) => {
            remove.reset();
            setToDelete(entry);
          }}
        />
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title={editing.id ? 'Edit FAQ entry' : 'Add FAQ entry'}>
            <FaqForm initial={editing} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete FAQ entry?"
        description={
          toDelete ? `“${toDelete.question}” will be removed for everyone.` : 'This entry'
        }
        confirmLabel="Delete"
        closesOnConfirm={false}
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate({ id: toDelete.id })}
        error={
          remove.error && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {describeError(remove.error).message}
            </p>
          )
        }
      />
    </section>
  );
}
