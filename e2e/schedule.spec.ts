import type { Page } from '@playwright/test';
import { addDays, formatLongDay } from '../src/shared/schedule/calendar';
import { todayInLondon } from '../src/shared/format';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { createInspector, demoAdminRequest } from './fresh-users';

const DOUBLE_BOOKING = 'This inspector already has a visit at that time.';

async function openBooking(page: Page) {
  await page.getByRole('button', { name: 'Schedule New Inspection' }).click();
  return page.getByRole('dialog', { name: 'Schedule New Inspection' });
}

test('book a visit, see it on the calendar, and be refused a double booking', async ({ page }) => {
  // Two axe scans of a full month grid on a busy machine need more than the default 30 s.
  test.setTimeout(90_000);
  // A fresh inspector: the demo inspector's bell belongs to the shell spec.
  const bookedInspector = await createInspector('Visits');
  // Far enough ahead that no demo visit sits there; unique per run so re-runs on one server pass.
  const date = addDays(todayInLondon(), 40 + (Date.now() % 20));
  const location = `${Date.now()} Test Road, Leeds, LS1 4AB`;
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule Inspections');
  await expect(page.getByRole('list', { name: 'Status legend' })).toContainText('Completed');
  await expect(page.getByRole('grid', { name: 'Month calendar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const dialog = await openBooking(page);
  const submit = dialog.getByRole('button', { name: 'Schedule Inspection' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Time').selectOption('10:30');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Inspector').selectOption({ label: bookedInspector });
  await expect(submit).toBeEnabled();
  // Location is required (spec 02 section 5).
  await submit.click();
  await expect(dialog.getByText('Location is required')).toBeVisible();
  await dialog.getByLabel('Type').selectOption('Site Visit');
  await dialog.getByLabel('Duration').selectOption('90');
  await dialog.getByLabel('Location').fill(location);
  await dialog.getByLabel('Notes').fill('Park on the drive.');
  await expectNoSeriousA11yViolations(page);
  await submit.click();
  await expect(dialog).toBeHidden();

  // The calendar moves to the booked day, which now holds the visit.
  await expect(page).toHaveURL(new RegExp(`date=${date}`));
  await expect(page.getByRole('button', { name: `${formatLongDay(date)}, 1 entry` })).toBeVisible();
  const day = page.getByRole('heading', { name: formatLongDay(date), level: 2 }).locator('..');
  await expect(day).toContainText(location);
  await expect(day).toContainText('10:30 · 90 min · Site Visit');
  await expect(day).toContainText(`Inspector: ${bookedInspector}`);

  // The same inspector at the same slot is refused.
  const again = await openBooking(page);
  await again.getByLabel('Date').fill(date);
  await again.getByLabel('Time').selectOption('10:30');
  await again.getByLabel('Inspector').selectOption({ label: bookedInspector });
  await again.getByLabel('Location').fill('Somewhere else');
  await again.getByRole('button', { name: 'Schedule Inspection' }).click();
  await expect(again.getByRole('alert')).toHaveText(DOUBLE_BOOKING);
  await again.getByRole('button', { name: 'Cancel' }).click();

  // Cancel the visit: it stays on the calendar as cancelled, and the slot is free again.
  await day.getByRole('button', { name: 'Cancel visit' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel visit' }).click();
  await expect(day).toContainText('Cancelled');
});

test("week view and keyboard navigation live in the URL; today lists the day's visits", async ({
  page,
}) => {
  // The server's today and its entries, not this machine's clock: a run that crosses midnight
  // after seeding would otherwise look for the seeding day's demo visits on the next day.
  const response = await page.request.get('/trpc/schedule.today');
  expect(response.ok()).toBe(true);
  type TodayEntry = { time: string | null; inspectorName: string | null };
  const { date: today, entries } = (
    (await response.json()) as { result: { data: { date: string; entries: TodayEntry[] } } }
  ).result.data;
  await page.goto('/schedule');
  const todayCard = page.getByRole('heading', { name: "Today's Schedule" }).locator('..');
  if (entries.length === 0) {
    await expect(todayCard).toContainText('No inspections scheduled for today.');
  } else {
    // Today's Schedule shows five visits, then 'Show all N' (issue 28 point 11).
    if (entries.length > 5)
      await todayCard.getByRole('button', { name: `Show all ${entries.length}` }).click();
    for (const entry of entries.filter((e) => e.time && e.inspectorName)) {
      await expect(todayCard).toContainText(entry.time!.slice(0, 5));
      await expect(todayCard).toContainText(entry.inspectorName!);
    }
  }
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(page.getByRole('grid', { name: 'Week calendar' })).toBeVisible();
  const todayCell = page.getByRole('button', { name: new RegExp(`^${formatLongDay(today)},`) });
  await todayCell.focus();
  await page.keyboard.press('ArrowRight');
  const tomorrow = addDays(today, 1);
  await expect(page).toHaveURL(new RegExp(`date=${tomorrow}`));
  await expect(
    page.getByRole('button', { name: new RegExp(`^${formatLongDay(tomorrow)},`) }),
  ).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page).not.toHaveURL(/date=/);
  await page.reload();
  await expect(page.getByRole('grid', { name: 'Week calendar' })).toBeVisible();
});

test.describe('as an inspector', () => {
  // A new inspector with one visit today: an inspector's schedule shows their own visits only.
  test.use({ freshUser: 'INSPECTOR' });

  test('sees their schedule but cannot book', async ({ page, user }) => {
    // Later today (a booking cannot start in the past), so it shows in Today's Schedule.
    const time = laterTodayInLondon();
    const admin = await demoAdminRequest();
    const booked = await admin.post('/trpc/schedule.book', {
      data: {
        date: todayInLondon(),
        time,
        inspectorId: user.id,
        type: 'Site Visit',
        location: `${Date.now()} Own Visit Lane, York, YO1 7HH`,
      },
    });
    expect(booked.ok(), await booked.text()).toBe(true);
    await admin.dispose();
    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schedule Inspections');
    await expect(page.getByRole('grid', { name: 'Month calendar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule New Inspection' })).toHaveCount(0);
    const todayCard = page.getByRole('heading', { name: "Today's Schedule" }).locator('..');
    // Past five visits the rest are behind 'Show all N' (issue 28 point 11).
    const showAll = todayCard.getByRole('button', { name: /^Show all \d+$/ });
    if ((await showAll.count()) > 0) await showAll.click();
    await expect(todayCard).toContainText(time);
  });
});

/** A few minutes from now in UK time, 'HH:MM' (23:59 at the latest). */
function laterTodayInLondon() {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number) as [number, number];
  const later = Math.min(hours * 60 + minutes + 5, 23 * 60 + 59);
  return `${String(Math.floor(later / 60)).padStart(2, '0')}:${String(later % 60).padStart(2, '0')}`;
}
