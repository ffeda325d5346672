import type { Db } from '../db/client';
import { saveTenantSetting } from '../features/settings/tenant-settings';
import { callerFor, type TestUser } from './test-caller';

/**
 * Test support: answers every unanswered question of an inspection's checklist
 * through the real procedure, so completing it is not refused for unanswered
 * questions (docs/decisions/012). Returns the question ids.
 */
export async function answerEveryQuestion(
  db: Db,
  user: TestUser,
  inspectionId: string,
  answer: 'Pass' | 'N/A' = 'Pass',
) {
  const caller = callerFor(db, user).checklists;
  const checklist = await caller.forInspection({ inspectionId });
  const questions = checklist.items.filter((i) => i.kind === 'question');
  for (const q of questions)
    if (!q.answer) await caller.answer({ inspectionId, itemId: q.itemId, answer });
  return questions.map((q) => q.itemId);
}

/**
 * Test support: the tenant stops requiring a signature to complete (decision 012), for tests
 * whose subject is something else; outcomes-follow-evidence.test.ts tests the rule itself.
 */
export function switchOffSignatureRule(db: Db, tenantId: string) {
  return saveTenantSetting(db, { tenantId, user: null, ip: '127.0.0.1' }, 'inspectionCompletion', {
    requireSignature: false,
  });
}
