import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_BASE_URL } from '../playwright.config';

type ChecklistItem = { itemId: string; kind: string; answer: string | null };

async function questionsOf(request: APIRequestContext, inspectionId: string) {
  const input = encodeURIComponent(JSON.stringify({ inspectionId }));
  const read = await request.get(`/trpc/checklists.forInspection?input=${input}`);
  expect(read.ok(), await read.text()).toBe(true);
  const { items } = ((await read.json()) as { result: { data: { items: ChecklistItem[] } } }).result
    .data;
  return items.filter((i) => i.kind === 'question');
}

async function answer(
  request: APIRequestContext,
  input: { inspectionId: string; itemId: string; answer: string; severity?: string },
) {
  const answered = await request.post('/trpc/checklists.answer', {
    data: input,
    headers: { origin: E2E_BASE_URL },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
}

/**
 * Answers every question of an inspection's checklist Pass through the API (as the
 * signed-in user), so completing it is not refused for unanswered questions or
 * a Fail (docs/decisions/012-outcomes-follow-evidence.md).
 */
export async function passEveryQuestion(request: APIRequestContext, inspectionId: string) {
  for (const item of await questionsOf(request, inspectionId))
    if (item.answer !== 'Pass')
      await answer(request, { inspectionId, itemId: item.itemId, answer: 'Pass' });
}

/** Answers the checklist's first question Fail (Major) through the API; returns its id. */
export async function failFirstQuestion(request: APIRequestContext, inspectionId: string) {
  const [first] = await questionsOf(request, inspectionId);
  await answer(request, { inspectionId, itemId: first!.itemId, answer: 'Fail', severity: 'Major' });
  return first!.itemId;
}

/** Draws a stroke on the Update Status dialog's signature pad. */
export async function drawSignature(page: Page, dialog: Locator) {
  const pad = dialog.getByRole('img', { name: 'Inspector signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 20 + i * 20, box.y + box.height / 2 + (i % 2 ? -20 : 20));
  await page.mouse.up();
  await expect(dialog.getByText('Signed', { exact: true })).toBeVisible();
}
