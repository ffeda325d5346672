import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_MAX } from '@/shared/guidance/catalogue';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import {
  guidanceDocuments,
  guidanceDocumentVersions,
  notifications,
} from '@/server/db/schema/index';
import { createLocalStorage } from '@/server/storage/local-storage';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { seedDemoGuidance } from './seed';

let database: Database;
const dataDir = mkdtempSync(join(tmpdir(), 'inspecthub-guidance-seed-'));
const roles = ['ADMIN', 'COORDINATOR', 'INSPECTOR'] as const;
const people: Awaited<ReturnType<typeof createUser>>[] = [];
const now = new Date();

beforeAll(async () => {
  database = await openTestDatabase();
  for (const role of roles) {
    people.push(
      await createUser(database.db, {
        email: `${role.toLowerCase()}@guidance-seed.test.uk`,
        firstName: role,
        lastName: 'Demo',
        role,
      }),
    );
  }
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  await seedDemoGuidance(database.db, { tenantId: DEFAULT_TENANT_ID, now, users: people });
  if (previous === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previous;
}, 60_000);
afterAll(async () => {
  await database.close();
});

const caller = (role: (typeof roles)[number]) =>
  callerFor(database.db, people[roles.indexOf(role)]!);

describe('demo guidance library', () => {
  it('is a living library: published, featured (at most 4), one overdue, one draft', async () => {
    const overview = await caller('INSPECTOR').guidance.overview();
    expect(overview.stats.total).toBe(7); // the draft is the coordinator's
    expect(overview.featured.length).toBeGreaterThan(0);
    expect(overview.featured.length).toBeLessThanOrEqual(FEATURED_MAX);
    expect(overview.stats.updatedThisWeek).toBeGreaterThan(0);
    expect(overview.stats.downloads).toBeGreaterThan(0);
    const overdue = await caller('COORDINATOR').guidance.list({ reviewOverdue: true });
    expect(overdue.items.map((d) => d.title)).toEqual(['Working at Height Safety Guide']);
    const all = await caller('COORDINATOR').guidance.list({});
    expect(all.items.filter((d) => d.status === 'draft')).toHaveLength(1);
    expect(new Set(all.items.map((d) => d.category)).size).toBe(6);
    // Seeding tells nobody anything.
    expect(await database.db.select().from(notifications)).toEqual([]);
  });

  it('asks inspectors to read the CWI procedure, with its versions in history', async () => {
    const [cwi] = (await caller('INSPECTOR').guidance.list({ q: 'borescope' })).items;
    expect(cwi).toMatchObject({ title: 'Cavity Wall Insulation Inspection Procedure' });
    const detail = await caller('INSPECTOR').guidance.get({ id: cwi!.id });
    expect(detail.reading).toMatchObject({ mustAcknowledge: true, acknowledged: false });
    expect(detail.versions.map((v) => v.label)).toEqual(['2.1', '2.0', '1.0']);
    expect(detail.version).toBe('2.1');
  });

  it('stores a real PDF or DOCX for every version, found by words inside', async () => {
    const versions = await database.db
      .select()
      .from(guidanceDocumentVersions)
      .innerJoin(guidanceDocuments, eq(guidanceDocuments.id, guidanceDocumentVersions.documentId));
    expect(versions.length).toBeGreaterThanOrEqual(10);
    const storage = createLocalStorage(join(dataDir, 'files'));
    for (const { guidance_document_versions: v } of versions) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.getFile(v.storageKey)) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(v.sha256);
      expect(bytes.subarray(0, 4).toString('latin1')).toMatch(v.format === 'pdf' ? /%PDF/ : /PK/);
    }
    // A word only inside a seeded DOCX.
    const ewi = await caller('INSPECTOR').guidance.list({ q: 'delamination' });
    expect(ewi.items.map((d) => d.title)).toEqual([
      'External Wall Insulation Site Inspection Handbook',
    ]);
    expect(ewi.items[0]!.matchedIn).toBeTruthy();
  });
});
