import { Ellipsis, Eye, Pencil } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import { buildInspectionEditPath, buildInspectionPath } from '@/web/app/paths';
import type { RowActionsLayout } from '@/web/components/data-table/types';
import { cn } from '@/web/lib/cn';
import type { ListRow } from '../shared/inspection-types';

const LINK_CLASS =
  'inline-flex h-8 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium text-emerald-800 hover:bg-emerald-50';
// On a phone card the actions are large, easy-to-tap buttons sharing the card's width.
const CARD_LINK_CLASS = 'h-10 flex-1 border border-slate-300';
const ITEM_CLASS =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100';

type RowActionsProps = {
  row: ListRow;
  canEdit: boolean;
  onUpdateStatus: (row: ListRow, returnFocusTo: HTMLElement | null) => void;
  layout?: RowActionsLayout;
};

async function copyReference(reference: string) {
  try {
    await navigator.clipboard.writeText(reference);
    notifySuccess('Reference copied');
  } catch {
    // Clipboard access needs a secure context and permission; say so rather than fail silently.
    notifyProblem('Could not copy the reference');
  }
}

export function RowActions({ row, canEdit, onUpdateStatus, layout = 'table' }: RowActionsProps) {
  // The server refuses changes to others' inspections without inspections:edit_all (row.mayAct).
  const mayChange = canEdit && row.mayAct;
  const linkClass = cn(LINK_CLASS, layout === 'card' && CARD_LINK_CLASS);
  // The menu item that opens the dialog is gone by the time it closes; focus returns to this button.
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <div
      className={cn('flex items-center gap-1', layout === 'card' ? 'w-full gap-2' : 'justify-end')}
    >
      <Link
        to={buildInspectionPath(row.id)}
        aria-label={`View ${row.reference}`}
        className={linkClass}
      >
        <Eye aria-hidden="true" className="h-4 w-4" />
        View
      </Link>
      {mayChange && (
        <Link
          to={buildInspectionEditPath(row.id)}
          aria-label={`Edit ${row.reference}`}
          className={linkClass}
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit
        </Link>
      )}
      {/* Non-modal: a modal menu would leave the page inert while the status dialog opens from it. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            ref={menuButton}
            type="button"
            aria-label={`More actions for ${row.reference}`}
            className={cn(
              'inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
              layout === 'card' && 'h-10 w-10 border border-slate-300',
            )}
          >
            <Ellipsis aria-hidden="true" className="h-4 w-4" />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-xl"
        >
          {mayChange && (
            <DropdownMenu.Item
              className={ITEM_CLASS}
              onSelect={() => onUpdateStatus(row, menuButton.current)}
            >
              Update Status
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className={ITEM_CLASS}
            onSelect={() => void copyReference(row.reference)}
          >
            Copy reference
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}
