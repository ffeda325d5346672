import {
  checklistRefusal,
  isChecklistRefusal,
  type StatusMove,
} from '@/shared/inspections/status-rules';
import type { InspectionStatus } from '@/shared/inspections/statuses';
import type { KeptInspection } from '@/web/offline/api';

/** On site the inspector completes: Passed or Failed (other moves stay on the inspection page). */
const COMPLETING: readonly InspectionStatus[] = ['PASSED', 'FAILED'];

export type CompletionChoices = {
  options: InspectionStatus[];
  /** The completing statuses not possible now, each with why. */
  refused: StatusMove[];
};

/**
 * Passed and Failed as the device sees them now. The server's word (kept with the inspection
 * at the last refresh) stands for its fixed rules (transitions, whose inspection it is); its
 * checklist rules are decided again here on the answers as they are on the device, since
 * answering offline is exactly what makes a refused Passed possible. The server decides once
 * more when the change arrives, and a refusal comes back with its message.
 */
export function completionChoices(kept: KeptInspection): CompletionChoices {
  const facts = checklistFacts(kept);
  const options: InspectionStatus[] = [];
  const refused: StatusMove[] = [];
  for (const status of COMPLETING) {
    const move = kept.statusMoves.moves.find((m) => m.status === status);
    if (!move) continue;
    const reason =
      move.allowed || isChecklistRefusal(move.reason)
        ? checklistRefusal(facts, status)
        : move.reason;
    if (reason) refused.push({ status, allowed: false, reason, needsSignature: false });
    else options.push(status);
  }
  return { options, refused };
}

function checklistFacts(kept: KeptInspection) {
  const items = kept.checklist.items;
  return {
    openFails: items
      .filter((i) => i.answer === 'Fail' && !i.overturn)
      .map((i) => ({ itemId: i.itemId, severity: i.severity })),
    unansweredQuestions: items
      .filter((i) => i.kind === 'question' && !i.answer)
      .map((i) => i.itemId),
  };
}
