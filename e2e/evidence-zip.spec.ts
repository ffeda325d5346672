import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Download } from '@playwright/test';
import { makeTestJpeg } from '../src/server/test-support/evidence-photos';
import { readZip } from '../src/server/test-support/read-zip';
import { expect, test } from './fixtures';
import { openPendingInspectionWithQuestions } from './open-inspection';

test.use({ viewport: { width: 390, height: 844 } });

const zipOf = async (download: Download) => readZip(await readFile(await download.path()));

type ManifestRow = Record<string, string>;
const manifestOf = (entries: Map<string, Buffer>) =>
  parse<ManifestRow>(entries.get('manifest.csv')!, { columns: true, bom: true });

test("on a phone: download an inspection's evidence as a ZIP, and the list's for its search", async ({
  page,
}) => {
  // An open inspection further down than the evidence spec's, so the two never share one.
  const reference = await openPendingInspectionWithQuestions(page, 4);

  const row = page
    .getByRole('region', { name: 'Checklist' })
    .getByRole('listitem', { name: /^[A-Z]+\.PHOTO-PRE-1 / });
  const itemId = (await row.getAttribute('id'))!.replace(/^checklist-row-/, '');
  const photo = await makeTestJpeg({
    width: 640,
    height: 480,
    seed: 150 + (Date.now() % 50),
    takenAt: '2026:11:20 10:30:00',
    gps: { latitude: 52.205337, longitude: 0.121817 },
  });
  await row
    .getByLabel(/^Add files to /)
    .setInputFiles([{ name: 'zip-proof.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(row.getByRole('list', { name: /^Evidence for / }).getByRole('listitem')).toHaveCount(
    1,
  );

  // The inspection's ZIP: the uploaded file byte for byte, and its manifest row.
  const evidence = page.getByRole('region', { name: 'Evidence' });
  const [single] = await Promise.all([
    page.waitForEvent('download'),
    evidence.getByRole('link', { name: 'Download all evidence (ZIP)' }).click(),
  ]);
  expect(single.suggestedFilename()).toBe(`evidence-${reference}.zip`);
  const entries = await zipOf(single);
  const path = `${reference}/${itemId}/zip-proof.jpg`;
  expect(entries.get(path)?.equals(photo)).toBe(true);
  const manifest = manifestOf(entries);
  expect(manifest.find((r) => r.File === path)).toMatchObject({
    'Inspection reference': reference,
    'Checklist item': itemId,
    'Capture time (UK)': '20/11/2026, 10:30:00 GMT',
    Latitude: '52.205337',
    Longitude: '0.121817',
    Flags: '',
  });

  // The list's ZIP for a search that finds this one inspection: the dialog counts it first.
  await page.goto(`/view-inspections?search=${reference}`);
  await expect(page.getByRole('list', { name: 'Inspections' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await page.getByRole('button', { name: 'Download evidence (ZIP)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download evidence (ZIP)' });
  await expect(dialog).toContainText(/1 inspection, \d+ files?, /);
  const [list] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download ZIP' }).click(),
  ]);
  expect(list.suggestedFilename()).toMatch(/^evidence-\d{4}-\d{2}-\d{2}-1-inspection\.zip$/);
  const listed = await zipOf(list);
  expect(listed.get(path)?.equals(photo)).toBe(true);
  expect(new Set(manifestOf(listed).map((r) => r['Inspection reference']))).toEqual(
    new Set([reference]),
  );
  await expect(dialog).toBeHidden();
});
