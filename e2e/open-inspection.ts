import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Opens the nth open inspection of a measure whose checklist has questions (EWI, CWI, IWI, RIRI)
 * from View Inspections' Pending tab and returns its reference. Each spec takes its own n, so
 * specs running in parallel never attach files to the same inspection.
 */
export async function openPendingInspectionWithQuestions(page: Page, nth: number) {
  await page.goto('/view-inspections?tab=pending');
  const view = page
    .getByRole('list', { name: 'Inspections' })
    .getByRole('listitem')
    .filter({ hasText: /Cavity Wall|External Wall|Internal Wall|Room in Roof/i })
    .nth(nth)
    .getByRole('link', { name: /^View INS-/ });
  const reference = (await view.getAttribute('aria-label'))!.replace(/^View /, '');
  await view.click();
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();
  return reference;
}
