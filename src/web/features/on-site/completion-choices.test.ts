import { describe, expect, it } from 'vitest';
import { completionChoices } from './completion-choices';
import { keptInspection, keptItem } from './test-kept-fixture';

const UNANSWERED_REASON =
  'Answer every checklist question before completing: 1 is unanswered (CWI.1).';

describe('completionChoices', () => {
  it('offers Passed and Failed once every question is answered on the device', () => {
    const kept = keptInspection([keptItem({ answer: 'Pass' })]);
    expect(completionChoices(kept)).toEqual({ options: ['PASSED', 'FAILED'], refused: [] });
  });

  it("decides the checklist's rules again on the device's answers: a refusal at refresh is lifted", () => {
    const atRefresh = keptInspection([keptItem({ answer: 'Pass' })]);
    atRefresh.statusMoves.moves = atRefresh.statusMoves.moves.map((m) => ({
      ...m,
      allowed: m.status === 'IN_PROGRESS',
      reason: m.status === 'IN_PROGRESS' ? null : UNANSWERED_REASON,
    }));
    expect(completionChoices(atRefresh).options).toEqual(['PASSED', 'FAILED']);
  });

  it('refuses completion while a question is unanswered, and Passed with an open fail', () => {
    expect(completionChoices(keptInspection([keptItem()])).refused).toEqual([
      { status: 'PASSED', allowed: false, reason: UNANSWERED_REASON, needsSignature: false },
      { status: 'FAILED', allowed: false, reason: UNANSWERED_REASON, needsSignature: false },
    ]);
    const failed = keptInspection([keptItem({ answer: 'Fail', severity: 'Major' })]);
    expect(completionChoices(failed).options).toEqual(['FAILED']);
    expect(completionChoices(failed).refused[0]?.reason).toMatch(/^Passed is not possible/);
  });

  it("keeps the server's fixed rules (not the inspector's own inspection, transitions)", () => {
    const kept = keptInspection([keptItem({ answer: 'Pass' })]);
    const notYours = 'Only the assigned inspector can complete this inspection.';
    kept.statusMoves.moves = kept.statusMoves.moves.map((m) => ({
      ...m,
      allowed: false,
      reason: notYours,
    }));
    expect(completionChoices(kept)).toEqual({
      options: [],
      refused: [
        { status: 'PASSED', allowed: false, reason: notYours, needsSignature: false },
        { status: 'FAILED', allowed: false, reason: notYours, needsSignature: false },
      ],
    });
  });
});
