import { isChecklistRefusal, type StatusMove } from '@/shared/inspections/status-rules';
import { STATUS_LABELS } from '@/shared/inspections/statuses';

/** The statuses the dialog does not offer, each with the server's reason (decision 012). */
export function RefusedMoves({ refused }: { refused: readonly StatusMove[] }) {
  if (refused.length === 0) return null;
  return (
    <details
      className="mt-2 text-sm text-slate-700"
      open={refused.some((move) => isChecklistRefusal(move.reason))}
    >
      <summary className="cursor-pointer font-medium">Not available now ({refused.length})</summary>
      <ul className="mt-1 list-disc space-y-1 pl-5" aria-label="Statuses not available">
        {refused.map((move) => (
          <li key={move.status}>
            <span className="font-medium">{STATUS_LABELS[move.status]}:</span> {move.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
