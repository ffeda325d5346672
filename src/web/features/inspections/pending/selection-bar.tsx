import { Button } from '@/web/components/ui/button';
import { AssignInspectorDialog } from './assign-inspector-dialog';

type SelectionBarProps = { ids: readonly string[]; onClear: () => void };

/**
 * The selected rows' actions. It follows the list and sticks to the bottom of the window
 * while the list scrolls under it, so the action stays in reach after picking a row far
 * down a phone's cards (issue 28 point 9).
 */
export function SelectionBar({ ids, onClear }: SelectionBarProps) {
  return (
    <div
      role="region"
      aria-label="Selected inspections"
      className="sticky bottom-0 z-10 flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-md"
    >
      <p className="mr-auto text-sm font-medium text-slate-800">{ids.length} selected</p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Clear selection
      </Button>
      <AssignInspectorDialog ids={ids} onAssigned={onClear} />
    </div>
  );
}
