import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { installers } from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { createInspection } from '@/server/test-support/inspections';
import { SEARCH_STATEMENT_TIMEOUT_MS, SEARCH_TIMEOUT_MESSAGE } from './records';

const testDriver = () => (process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite');

let database: Database;
let admin: User;
let inspector: User;
let otherInspector: User;
let assignedId: string;
let unassignedId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ admin, inspector, otherInspector } = await createStaff(database));
  assignedId = (
    await createInspection(database.db, {
      reference: 'INS-2026-001820',
      policyId: 'POL-77421',
      customerName: 'Zoë Brontë',
      propertyAddress: '14 Park Row, Leeds',
      addressPostcode: 'LS1 4AB',
      installerName: 'Aire Valley Insulation',
      inspectorUserId: inspector.id,
    })
  ).id;
  unassignedId = (
    await createInspection(database.db, {
      reference: 'INS-2026-001821',
      customerName: 'Gareth Pryce',
      propertyAddress: '3 Castle Street, Cardiff',
      addressPostcode: 'CF10 1BH',
      inspectorUserId: otherInspector.id,
    })
  ).id;
  await database.db.insert(installers).values([
    {
      tenantId: 'default-tenant',
      name: 'Northern Warmth Ltd',
      qmpCertNumber: 'QMP-55120',
      companyNumber: '08812345',
      email: 'office@northernwarmth.co.uk',
    },
  ]);
  // Another organisation's records never appear.
  await createTenant(database.db, 'other-tenant');
  await createInspection(database.db, {
    tenantId: 'other-tenant',
    reference: 'INS-2026-001822',
    customerName: 'Zoë Other',
    addressPostcode: 'LS1 4AB',
  });
  await createUser(database.db, {
    firstName: 'Zoë',
    lastName: 'Other',
    role: 'ADMIN',
    tenantId: 'other-tenant',
  });
});
afterAll(() => database.close());

const search = (user: User, q: string) => callerFor(database.db, user).search.records({ q });
const titles = async (user: User, q: string, kind: string) =>
  (await search(user, q)).filter((hit) => hit.kind === kind).map((hit) => hit.title);

describe('search.records', () => {
  it('finds an inspection by its reference and opens its page', async () => {
    const hits = await search(admin, 'ins-2026-001820');
    expect(hits[0]).toMatchObject({
      kind: 'inspection',
      title: 'INS-2026-001820',
      href: `/inspections/${assignedId}`,
    });
    expect(hits[0]!.detail).toMatch(/^14 Park Row, Leeds, LS1 4AB · Zoë Brontë · [A-Z][a-z]/);
  });

  it('normalises postcodes: ls14ab and "LS1  4AB" both find LS1 4AB', async () => {
    expect(await titles(admin, 'ls14ab', 'inspection')).toEqual(['INS-2026-001820']);
    expect(await titles(admin, 'LS1  4AB', 'inspection')).toEqual(['INS-2026-001820']);
  });

  it('ignores accents and case, and tolerates a typo in a name', async () => {
    expect(await titles(admin, 'zoe bronte', 'inspection')).toEqual(['INS-2026-001820']);
    expect(await titles(admin, 'Northen Warmth', 'installer')).toEqual(['Northern Warmth Ltd']);
    expect(await titles(admin, 'Gareth Pryse', 'inspection')).toEqual(['INS-2026-001821']);
  });

  it('finds by policy ID, installer QMP certificate, company number and e-mail', async () => {
    expect(await titles(admin, 'POL-77421', 'inspection')).toEqual(['INS-2026-001820']);
    for (const q of ['qmp-55120', '08812345', 'office@northernwarmth']) {
      expect(await titles(admin, q, 'installer')).toEqual(['Northern Warmth Ltd']);
    }
  });

  it('tolerates typos in names only: a reference one digit off finds nothing', async () => {
    expect(await titles(admin, 'INS-2026-001829', 'inspection')).toEqual([]);
    expect(await titles(admin, 'QMP-55121', 'installer')).toEqual([]);
  });

  it('matches LIKE wildcards literally', async () => {
    expect(await search(admin, '%%')).toEqual([]);
    expect(await search(admin, '__')).toEqual([]);
  });

  it('lists users only for users:view_all, and never another tenant', async () => {
    expect(await titles(admin, 'Tom Hughes', 'user')).toEqual(['Tom Hughes']);
    expect(await titles(inspector, 'Tom Hughes', 'user')).toEqual([]);
    expect(await titles(admin, 'Zoë', 'user')).toEqual([]);
    expect(await titles(admin, 'Zoë', 'inspection')).toEqual(['INS-2026-001820']);
  });

  it('an INSPECTOR finds only the inspections assigned to them', async () => {
    expect(await titles(inspector, 'INS-2026-00182', 'inspection')).toEqual(['INS-2026-001820']);
    expect(await titles(otherInspector, 'INS-2026-00182', 'inspection')).toEqual([
      'INS-2026-001821',
    ]);
    const hits = await search(inspector, 'Cardiff');
    expect(hits.map((hit) => hit.id)).not.toContain(unassignedId);
  });

  it('finds by the start of a reference, newest first, within the scope', async () => {
    expect(await titles(admin, 'ins-2026-0018', 'inspection')).toEqual([
      'INS-2026-001821',
      'INS-2026-001820',
    ]);
    expect(await titles(admin, 'INS-2026-00182', 'inspection')).toEqual([
      'INS-2026-001821',
      'INS-2026-001820',
    ]);
    expect(await titles(admin, 'INS-2026-0019', 'inspection')).toEqual([]);
    expect(await titles(inspector, 'INS-2026-0018', 'inspection')).toEqual(['INS-2026-001820']);
  });

  it('tolerates typos in the customer and installer names, not in addresses', async () => {
    expect(await titles(admin, 'Aire Vally Insulation', 'inspection')).toEqual(['INS-2026-001820']);
    expect(await titles(admin, 'Castel Street', 'inspection')).toEqual([]);
  });

  it('near misses keep to the scope and the tenant', async () => {
    expect(await titles(inspector, 'Gareth Pryse', 'inspection')).toEqual([]);
    expect(await titles(otherInspector, 'Gareth Pryse', 'inspection')).toEqual(['INS-2026-001821']);
    // 'Zoë Other' is another organisation's customer.
    expect(await titles(admin, 'Zoe Othre', 'inspection')).toEqual([]);
  });

  it('looks up inspections from three characters, the smaller kinds from two (issue 27)', async () => {
    expect(await titles(admin, 'No', 'installer')).toEqual(['Northern Warmth Ltd']);
    // 'Zo' is in Zoë Brontë's inspection, but two characters give the trigram index nothing.
    expect(await titles(admin, 'Zo', 'inspection')).toEqual([]);
    expect(await titles(admin, 'Zoë', 'inspection')).toEqual(['INS-2026-001820']);
  });

  it('refuses text shorter than two characters', async () => {
    await expectBadRequest(search(admin, ' a '), 'Type at least 2 characters to search.');
  });
});

// PostgreSQL cancels a statement past statement_timeout; PGlite has no timer to do it, so this
// runs in the PostgreSQL pass of the tests (.ci/run), where it matters.
if (testDriver() === 'postgres') {
  describe('a search that takes too long (PostgreSQL)', () => {
    it('is cancelled after SEARCH_STATEMENT_TIMEOUT_MS and answered with a message', async () => {
      await database.db.transaction(async (tx) => {
        // Another connection holds the installers table, so the installers lookup waits.
        await tx.execute(sql`lock table installers in access exclusive mode`);
        const started = Date.now();
        await expect(search(admin, 'Northern')).rejects.toMatchObject({
          code: 'TIMEOUT',
          message: SEARCH_TIMEOUT_MESSAGE,
        });
        expect(Date.now() - started).toBeGreaterThanOrEqual(SEARCH_STATEMENT_TIMEOUT_MS - 100);
      });
    });
  });
}

describe('the list pages use the same matching', () => {
  it('View Inspections finds by a postcode without its space and a name without accents', async () => {
    const caller = callerFor(database.db, admin);
    for (const search of ['ls14ab', 'zoe bronte']) {
      const page = await caller.inspection.list({ search });
      expect(page.items.map((item) => item.reference)).toEqual(['INS-2026-001820']);
    }
  });

  it('View Inspections tolerates a typo in a name, as the header search does', async () => {
    const page = await callerFor(database.db, admin).inspection.list({ search: 'Gareth Pryse' });
    expect(page.items.map((item) => item.reference)).toEqual(['INS-2026-001821']);
    const none = await callerFor(database.db, admin).inspection.list({ search: 'Castel Street' });
    expect(none.items).toEqual([]);
  });

  it('Installers finds through a typo', async () => {
    const page = await callerFor(database.db, admin).installers.list({ search: 'Northen Warmth' });
    expect(page.items.map((item) => item.name)).toEqual(['Northern Warmth Ltd']);
  });
});
