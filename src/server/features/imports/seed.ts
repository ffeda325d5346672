import { resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { importFiles, importTemplateDownloads, installers, users } from '@/server/db/schema/index';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';
import { createLocalStorage } from '@/server/storage/local-storage';
import type { Actor } from '@/server/trpc/actor';
import { runImportQueue } from './job';
import { createImport } from './create-import';
import { startDryRun, startImport } from './pass-requests';
import { getImport } from './service';

const DAY = 86_400_000;
const HEADERS = ['Property ID', 'Address', 'Town', 'Postcode', 'Type', 'Installer', 'Status'];

/** dd/mm/yyyy, as trackers write dates. */
const ukDate = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;

type DemoFile = {
  fileName: string;
  daysAgo: number;
  rows: string[][];
  /** null: the dry run only (the history shows it pending). */
  mode: 'valid_only' | null;
};

function demoFiles(installerNames: string[], now: Date): DemoFile[] {
  const installer = (i: number) => installerNames[i % installerNames.length] ?? 'Demo Installer';
  const scheduled = ukDate(new Date(now.getTime() + 14 * DAY));
  const street = ['Low Road', 'Mill Lane', 'Church Street', 'Park Avenue', 'Station Road'];
  const row = (prefix: string, i: number, type: string, town: string, postcode: string) => [
    `${prefix}-${String(i + 1).padStart(4, '0')}`,
    `${i + 2} ${street[i % street.length]}`,
    town,
    postcode,
    type,
    installer(i),
    'Pending',
    scheduled,
  ];
  return [
    {
      fileName: 'EWI tracker - October.csv',
      daysAgo: 12,
      mode: 'valid_only',
      rows: Array.from({ length: 12 }, (_, i) => row('IMP-EWI', i, 'EWI', 'Leeds', 'LS6 2AB')),
    },
    {
      fileName: 'CWI tracker - north.csv',
      daysAgo: 5,
      mode: 'valid_only',
      rows: [
        ...Array.from({ length: 7 }, (_, i) => row('IMP-CWI', i, 'CWI', 'Bradford', 'BD1 4QA')),
        // Three rows a coordinator would have to fix: the error report lists them.
        ['IMP-CWI-0008', '9 Mill Lane', 'Bradford', 'BD1', 'CWI', installer(1), 'Pending'],
        ['IMP-CWI-0009', '10 Mill Lane', 'Bradford', 'BD1 4QA', 'Wall paint', installer(2), ''],
        ['IMP-CWI-0002', '3 Mill Lane', 'Bradford', 'BD1 4QA', 'CWI', installer(3), 'Pending'],
      ],
    },
    {
      fileName: 'RIRI tracker - week 47.csv',
      daysAgo: 1,
      mode: null,
      rows: Array.from({ length: 6 }, (_, i) => row('IMP-RIRI', i, 'RIRI', 'York', 'YO1 7HH')),
    },
  ];
}

const csvOf = (rows: string[][]) =>
  Buffer.from(
    [[...HEADERS, 'Scheduled date'], ...rows]
      .map((r) => r.map((c) => (/[",]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\r\n'),
  );

/**
 * The /import history and stats on a fresh start: three tracker files taken through
 * the real upload, dry run and import (so the counts, the audit rows and the error
 * report are what the feature itself produced): one completed, one completed with
 * three row errors (its error report downloadable), one checked by a dry run and not
 * yet imported; and a few template downloads. Files go where main.ts puts them
 * (DATA_DIR/files), so the dry-run file can still be imported from the page.
 */
export async function seedDemoImports(
  db: Db,
  { tenantId, now, users: demoUsers }: AreaSeedContext,
) {
  const coordinator = demoUsers.find((u) => u.role === 'COORDINATOR') ?? demoUsers[0];
  if (!coordinator) return;
  const [user] = await db.select().from(users).where(eq(users.id, coordinator.id)).limit(1);
  if (!user) return;
  const actor: Actor = {
    db,
    tenantId,
    ip: '127.0.0.1',
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: '',
      lastName: '',
      role: user.role,
      tenantId,
    },
  };
  const storage = createLocalStorage(resolve(process.env.DATA_DIR || './data', 'files'));
  const names = (
    await db
      .select({ name: installers.name })
      .from(installers)
      .where(eq(installers.tenantId, tenantId))
      .orderBy(installers.name)
      .limit(4)
  ).map((i) => i.name);
  const ctx = { db, storage, now };
  for (const demo of demoFiles(names, now)) {
    const key = `imports/seed-${demo.fileName.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${now.getTime()}`;
    const { size } = await storage.putFile(key, csvOf(demo.rows));
    const { id } = await createImport(
      actor,
      storage,
      { fileName: demo.fileName, format: 'csv', size, storageKey: key },
      { entity: 'inspections', converter: false },
    );
    const file = await getImport(actor, id);
    await startDryRun(actor, { id, mapping: file.mapping, saveMapping: false });
    await runImportQueue(ctx);
    if (demo.mode) {
      await startImport(actor, { id, mode: demo.mode });
      await runImportQueue(ctx);
    }
    const at = new Date(now.getTime() - demo.daysAgo * DAY);
    await db
      .update(importFiles)
      .set({
        createdAt: at,
        updatedAt: at,
        ...(demo.mode ? { finishedAt: new Date(at.getTime() + 60_000) } : {}),
      })
      .where(and(eq(importFiles.id, id), eq(importFiles.tenantId, tenantId)));
  }
  const templates = ['EWI', 'CWI', 'RIRI', 'Inspections'];
  await db
    .insert(importTemplateDownloads)
    .values(
      templates.map((template, i) => ({
        tenantId,
        template,
        downloads: 4 - i,
        lastDownloadedAt: new Date(now.getTime() - (i + 2) * DAY),
      })),
    )
    .onConflictDoNothing();
}
