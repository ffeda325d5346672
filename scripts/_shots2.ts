import { chromium } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/server/db/seed/demo-users';
const base = process.env.BASE!;
const browser = await chromium.launch({ executablePath: process.env.CHROME, args: ['--no-sandbox', '--headless'] });
for (const role of ['INSPECTOR', 'ADMIN'] as const) {
  const user = DEMO_USERS.find((u) => u.role === role)!;
  for (const width of [1440, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/London' });
    await page.goto(`${base}/login`);
    await page.getByLabel(/email/i).fill(user.email);
    await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/dashboard|home|\/$/, { timeout: 30000 });
    if (role === 'INSPECTOR' && width === 1440) {
      await page.goto(`${base}/support`);
      await page.getByRole('button', { name: 'New Support Ticket' }).click();
      const d = page.getByRole('dialog', { name: 'Create Support Ticket' });
      await d.getByLabel('Subject').fill('Cannot upload the mid-install photos');
      await d.getByLabel('Description').fill('The upload spins for ever on site (4G).');
      await page.screenshot({ path: `/work/shots/support-new-${width}.png` });
      await d.getByRole('button', { name: 'Create Ticket' }).click();
      await page.getByText(/created successfully/).waitFor();
    }
    await page.goto(`${base}/support`);
    await page.getByRole('link', { name: /^View SUPP/ }).first().waitFor();
    await page.screenshot({ path: `/work/shots/support-${role}-${width}.png`, fullPage: true });
    await page.getByRole('link', { name: /^View SUPP/ }).first().click();
    await page.getByRole('list', { name: 'Conversation' }).waitFor();
    if (role === 'ADMIN' && width === 1440) {
      await page.getByLabel('Your reply').fill('Thanks Tom, please try again on Wi-Fi while we check.');
      await page.getByRole('button', { name: 'Send Reply' }).click();
      await page.getByText('Reply sent').waitFor();
    }
    await page.screenshot({ path: `/work/shots/ticket-${role}-${width}.png`, fullPage: true });
    await page.close();
  }
}
await browser.close();
