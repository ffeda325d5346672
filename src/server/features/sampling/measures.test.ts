import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { lodgedMeasures } from '@/server/db/schema/index';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller } from '@/server/test-support/installers';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant, createUser, type User } from '@/server/test-support/users';
import { forbiddenMessage } from '@/server/trpc/requirement';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import { seedSamplingCatalogue } from './catalogue-seed';
import { lodgeMeasures } from './test-kit';

let database: Database;
let coordinator: User;
let inspector: User;
let acmeId: string;
let cavity: string[];
let outsiderMeasure: string | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createTenant(db, 'other-tenant');
  coordinator = await createUser(db, {
    role: 'COORDINATOR',
    firstName: 'Cora',
    lastName: 'Dinator',
  });
  inspector = await createUser(db, { role: 'INSPECTOR' });
  await seedSamplingCatalogue(db, T);
  await seedSamplingCatalogue(db, 'other-tenant');
  const acme = await createInstaller(db, { name: 'Acme Walls' });
  const bright = await createInstaller(db, { name: 'Bright Lofts' });
  acmeId = acme.id;
  const lodge = (installerId: string, code: string, count: number, date: string, scheme = 'GBIS') =>
    lodgeMeasures(db, {
      tenantId: T,
      installerId,
      workTypeCode: code,
      schemeCode: scheme,
      installedDate: date,
      count,
    });
  cavity = await lodge(acme.id, 'DW-101', 6, '2026-01-15', 'ECO4');
  await lodge(acme.id, 'DW-101', 2, '2026-04-02', 'ECO4');
  await lodge(bright.id, 'DW-143', 3, '2026-02-10');
  await createInspection(db, {
    lodgedMeasureId: cavity[0],
    status: 'PASSED',
    completedDate: '2026-02-01',
  });
  await createInspection(db, {
    lodgedMeasureId: cavity[1],
    status: 'FAILED',
    completedDate: '2026-02-02',
  });
  await createInspection(db, {
    lodgedMeasureId: cavity[2],
    status: 'PENDING',
    completedDate: null,
  });
  await db
    .update(lodgedMeasures)
    .set({
      postcode: 'SW1A 2AA',
      acceptedWarnings: [
        { code: 'uprn_duplicate', message: 'This UPRN already has a CWI measure' },
      ],
      warningsAcceptedBy: coordinator.id,
      warningsAcceptedAt: new Date('2026-01-20T10:00:00Z'),
    })
    .where(eq(lodgedMeasures.id, cavity[0]!));
  const outsider = await createInstaller(db, { tenantId: 'other-tenant', name: 'Elsewhere Ltd' });
  [outsiderMeasure] = await lodgeMeasures(db, {
    tenantId: 'other-tenant',
    installerId: outsider.id,
    workTypeCode: 'DW-101',
    schemeCode: 'ECO4',
    installedDate: '2026-02-01',
    count: 1,
  });
}, 60_000);
afterAll(async () => {
  await database.close();
});

const measures = () => callerFor(database.db, coordinator).sampling.measures;

describe('sampling.measures.list', () => {
  it("lists the tenant's measures only, newest installed first", async () => {
    const page = await measures().list({});
    expect(page.pagination.total).toBe(11);
    expect(page.items[0]!.installedDate).toBe('2026-04-02');
    expect(page.items.some((m) => m.id === outsiderMeasure)).toBe(false);
  });

  it('filters by quarter, installer, category and inspected as the plan counts it', async () => {
    const q1 = { quarter: '2026-Q1', installerId: acmeId, category: 'CWI' };
    expect((await measures().list(q1)).pagination.total).toBe(6);
    const inspected = await measures().list({ ...q1, inspected: 'yes' });
    expect(inspected.items.map((m) => [m.id, m.isInspected, m.hasFailed]).sort()).toEqual(
      [
        [cavity[0], true, false],
        [cavity[1], true, true],
      ].sort(),
    );
    // A pending inspection is not an inspected measure.
    expect((await measures().list({ ...q1, inspected: 'no' })).pagination.total).toBe(4);
    expect((await measures().list({ category: 'LOFT' })).pagination.total).toBe(3);
  });

  it('searches by UMR, UPRN and postcode (spaces and case ignored)', async () => {
    const [first] = (await measures().list({ sort: 'umr', direction: 'asc' })).items;
    expect((await measures().list({ search: first!.umr.toLowerCase() })).items[0]!.id).toBe(
      first!.id,
    );
    expect((await measures().list({ search: first!.uprn! })).items.map((m) => m.id)).toEqual([
      first!.id,
    ]);
    expect((await measures().list({ search: 'sw1a2aa' })).items.map((m) => m.id)).toEqual([
      cavity[0],
    ]);
    expect((await measures().list({ search: '%' })).pagination.total).toBe(0);
  });

  it('pages and sorts on the server', async () => {
    const page = await measures().list({ sort: 'installer', direction: 'desc', limit: 3, page: 1 });
    expect(page.items.map((m) => m.installerName)).toEqual(Array(3).fill('Bright Lofts'));
    expect(page.pagination).toEqual({ page: 1, limit: 3, total: 11, pages: 4 });
  });

  it('offers the filters of the tenant', async () => {
    const options = await measures().filterOptions();
    expect(options.installers.map((i) => i.name)).toEqual(['Acme Walls', 'Bright Lofts']);
    expect(options.schemes.map((s) => s.name)).toContain('ECO4');
    expect(options.categories).toContain('LOFT');
  });
});

describe('sampling.measures.get', () => {
  it('gives every field, the accepted warnings with who and when, and the inspections', async () => {
    const measure = await measures().get({ id: cavity[0]! });
    expect(measure).toMatchObject({
      schemeName: 'ECO4',
      workTypeCode: 'DW-101',
      installerName: 'Acme Walls',
      postcode: 'SW1A 2AA',
      acceptedWarnings: [
        { code: 'uprn_duplicate', message: 'This UPRN already has a CWI measure' },
      ],
      warningsAcceptedByName: 'Cora Dinator',
      warningsAcceptedAt: '2026-01-20T10:00:00.000Z',
    });
    expect(measure.inspections.map((i) => i.status)).toEqual(['PASSED']);
  });

  it("refuses another tenant's measure as not found, and a role without sampling:view", async () => {
    await expect(measures().get({ id: outsiderMeasure! })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Measure not found',
    });
    await expect(
      callerFor(database.db, inspector).sampling.measures.list({}),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: forbiddenMessage('sampling:view') });
  });
});
