import { and, eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { buildSinglePageForm, buildWizardForm } from '@/server/db/inspection-factories';
import { inspections, rolePermissions } from '@/server/db/schema/index';
import { buildTestApp, signInRequest } from '@/server/test-support/test-app';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';

let database: Database;
let app: FastifyInstance;
type User = Awaited<ReturnType<typeof createUser>>;
let coordinator: User;
let inspector: User;
let outsider: User;
const PASSWORD = 'password-1';

/** The first field of a CSV line, unquoted. */
function firstCsvField(line: string): string {
  if (!line.startsWith('"')) return line.split(',')[0]!;
  const match = /^"((?:[^"]|"")*)"/.exec(line);
  return match![1]!.replace(/""/g, '"');
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  coordinator = await createUser(database.db, { email: 'coord@test.uk', role: 'COORDINATOR' });
  inspector = await createUser(database.db, { firstName: 'Tom', lastName: 'Hughes' });
  await createTenant(database.db, 'other-tenant');
  outsider = await createUser(database.db, {
    email: 'eve@test.uk',
    role: 'ADMIN',
    tenantId: 'other-tenant',
  });
  const create = callerFor(database.db, coordinator).inspection.createInspectionDirect;
  const today = todayInLondon();
  // 2 overdue (pending tab), 3 scheduled ahead, 1 passed, 1 failed; one assigned to someone other than Tom.
  await create({
    source: 'SINGLE_PAGE',
    form: buildSinglePageForm({
      policyId: '100234',
      inspectionDate: addDays(today, -3),
      addressLine1: '1 Zeta Road',
      postcode: 'ZE1 1AA',
    }),
  });
  // The same policy and measure again: registered after the confirmation (issue 28 point 6).
  await create({
    source: 'SINGLE_PAGE',
    confirmDuplicate: true,
    form: buildSinglePageForm({
      policyId: '100234',
      inspectionDate: addDays(today, -1),
      addressLine1: '2 "Quoted", Road',
      postcode: 'AB1 2CD',
      inspectorName: 'Sarah Collins',
    }),
  });
  for (const days of [0, 5, 9]) {
    await create({
      source: 'SCHEDULE_WIZARD',
      form: buildWizardForm('schedule', {
        scheduledDate: addDays(today, days),
        addressLine1: `${days} Mill Lane`,
      }),
    });
  }
  await create({
    source: 'COMPLETED_WIZARD',
    form: buildWizardForm('completed', {
      inspectionOutcome: 'PASSED',
      measureType: 'CWI',
      cwiCavityFullyFilled: 'Pass',
      cwiWallCondition: 'Pass',
      customerSurname: 'Zimmerman',
    }),
  });
  await create({
    source: 'COMPLETED_WIZARD',
    form: buildWizardForm('completed', { inspectionOutcome: 'FAILED' }),
  });
  await callerFor(database.db, outsider).inspection.createInspectionDirect({
    source: 'SINGLE_PAGE',
    form: buildSinglePageForm({ addressLine1: 'Secret House' }),
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('inspection.list and stats', () => {
  it('splits inspections into the tabs and counts them', async () => {
    const caller = callerFor(database.db, coordinator).inspection;
    const stats = await caller.stats();
    expect(stats).toEqual({
      total: 7,
      // Pending is every open inspection; Scheduled the part of it dated ahead (docs/figures.md).
      pending: 5,
      scheduled: 3,
      completed: 2,
      passed: 1,
      failed: 1,
      cancelled: 0,
      passRate: 50,
    });
    for (const [tab, total] of [
      ['all', 7],
      ['pending', 5],
      ['scheduled', 3],
      ['completed', 2],
    ] as const) {
      expect((await caller.list({ tab })).pagination.total).toBe(total);
    }
  });

  it('searches reference, policy, address, postcode, customer and installer case-insensitively', async () => {
    const caller = callerFor(database.db, coordinator).inspection;
    const all = await caller.list({ limit: 100 });
    const reference = all.items[0]!.reference;
    expect(
      (await caller.list({ search: reference.toLowerCase() })).items.map((i) => i.reference),
    ).toEqual([reference]);
    expect((await caller.list({ search: 'ze1 1aa' })).pagination.total).toBe(1);
    expect((await caller.list({ search: 'zimmer' })).pagination.total).toBe(1);
    expect((await caller.list({ search: 'pennine' })).pagination.total).toBe(5);
    expect((await caller.list({ search: '100234' })).pagination.total).toBe(2);
    expect((await caller.list({ search: '%' })).pagination.total).toBe(0);
    expect((await caller.stats({ search: 'mill lane' })).total).toBe(5);
  });

  it('sorts by date, status, type and location in both directions', async () => {
    const caller = callerFor(database.db, coordinator).inspection;
    const byLocation = (await caller.list({ sort: 'location', direction: 'asc' })).items.map(
      (i) => i.addressPostcode,
    );
    expect(byLocation).toEqual([...byLocation].sort());
    const byType = (await caller.list({ sort: 'type', direction: 'desc' })).items.map(
      (i) => i.measureLabel,
    );
    expect(byType).toEqual([...byType].sort().reverse());
    const byStatus = (await caller.list({ sort: 'status', direction: 'asc' })).items.map(
      (i) => i.status,
    );
    expect(byStatus).toEqual([...byStatus].sort());
    const byDate = (await caller.list({ sort: 'date', direction: 'asc' })).items.map(
      (i) => i.completedDate ?? i.scheduledDate ?? '',
    );
    expect(byDate).toEqual([...byDate].sort());
  });

  it('sorts newest registrations first for the hub, whatever the scheduled dates', async () => {
    const caller = callerFor(database.db, coordinator).inspection;
    const rows = (await caller.list({ sort: 'date', direction: 'desc', limit: 100 })).items;
    // Registered in the opposite order to their dates, a day apart.
    for (const [i, row] of rows.entries())
      await database.db
        .update(inspections)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })
        .where(eq(inspections.id, row.id));
    const byRegistered = (await caller.list({ sort: 'registered', limit: 100 })).items;
    expect(byRegistered.map((i) => i.id)).toEqual(rows.map((i) => i.id).reverse());
    expect(byRegistered[0]!.createdAt).toBe(new Date(Date.UTC(2026, 0, rows.length)).toISOString());
  });

  it('pages on the server with totals', async () => {
    const page = await callerFor(database.db, coordinator).inspection.list({ limit: 3, page: 3 });
    expect(page.pagination).toEqual({ page: 3, limit: 3, total: 7, pages: 3 });
    expect(page.items).toHaveLength(1);
  });

  it('never shows another tenant’s inspections', async () => {
    const caller = callerFor(database.db, coordinator).inspection;
    expect((await caller.list({ search: 'Secret House' })).pagination.total).toBe(0);
    const [secret] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.tenantId, 'other-tenant'));
    await expect(caller.get({ id: secret!.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      caller.updateInspectionStatus({
        id: secret!.id,
        status: 'CANCELLED',
        completionNotes: '',
        expectedVersion: 1,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await callerFor(database.db, outsider).inspection.stats()).total).toBe(1);
  });

  it('shows an INSPECTOR (no inspections:view_all by default) only the inspections assigned to them', async () => {
    const caller = callerFor(database.db, inspector).inspection;
    expect((await caller.stats()).total).toBe(6); // all but Sarah Collins's
    expect((await caller.getPendingInspections({})).pagination.total).toBe(4);
    const sarahs = (await callerFor(database.db, coordinator).inspection.list({ search: 'Quoted' }))
      .items[0]!;
    await expect(caller.get({ id: sarahs.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A tenant may grant it (Roles & Permissions): then the inspector sees every inspection.
    const grant = {
      tenantId: 'default-tenant',
      role: 'INSPECTOR',
      permission: 'inspections:view_all',
    } as const;
    await database.db.insert(rolePermissions).values(grant);
    try {
      expect((await caller.stats()).total).toBe(7);
      expect((await caller.get({ id: sarahs.id })).id).toBe(sarahs.id);
    } finally {
      await database.db
        .delete(rolePermissions)
        .where(
          and(
            eq(rolePermissions.role, 'INSPECTOR'),
            eq(rolePermissions.permission, 'inspections:view_all'),
          ),
        );
    }
  });
});

describe('CSV export', () => {
  async function signIn(email: string) {
    const response = await app.inject(
      signInRequest(email, PASSWORD, { ip: `198.51.100.${Math.floor(Math.random() * 200)}` }),
    );
    return { authorization: `Bearer ${response.headers['set-auth-token'] as string}` };
  }

  it('streams the spec columns with one row per listed inspection, for the same filters', async () => {
    const headers = await signIn('coord@test.uk');
    for (const query of [
      '',
      '?tab=scheduled',
      '?search=mill&sort=location&direction=asc',
      '?tab=completed',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/inspections/export.csv${query}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="inspections-export-${todayInLondon()}.csv"`,
      );
      const lines = response.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Property Address,Type,Status,Inspector,Date,Rating');
      const params = new URLSearchParams(query.slice(1));
      const list = await callerFor(database.db, coordinator).inspection.list({
        search: params.get('search') ?? '',
        tab: (params.get('tab') ?? 'all') as 'all',
        sort: (params.get('sort') ?? 'date') as 'date',
        direction: (params.get('direction') ?? 'desc') as 'desc',
        limit: 100,
      });
      expect(lines.length - 1).toBe(list.pagination.total);
      expect(lines.slice(1).map(firstCsvField)).toEqual(list.items.map((i) => i.propertyAddress));
    }
  });

  it('writes en-GB dates, status labels, ratings and escapes quotes and commas', async () => {
    const headers = await signIn('coord@test.uk');
    const response = await app.inject({
      method: 'GET',
      url: '/api/inspections/export.csv?tab=completed&sort=status&direction=desc',
      headers,
    });
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[1]).toBe(
      '"4 Mill Lane, Hebden Bridge, HX7 8AB",CWI Cavity Wall Insulation,Passed,Tom Hughes,20/11/2026,Pass',
    );
    expect(lines[2]).toBe(
      '"4 Mill Lane, Hebden Bridge, HX7 8AB",EWI External Wall Insulation,Failed,Tom Hughes,20/11/2026,Amber',
    );
    const all = await app.inject({
      method: 'GET',
      url: '/api/inspections/export.csv?search=Quoted',
      headers,
    });
    expect(all.body).toContain(
      '"2 ""Quoted"", Road, AB1 2CD",EWI External Wall Insulation,Pending,Sarah Collins,',
    );
  });

  it('refuses anonymous callers and bad filters, and keeps tenants apart', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/inspections/export.csv' })).statusCode,
    ).toBe(401);
    const headers = await signIn('coord@test.uk');
    const bad = await app.inject({
      method: 'GET',
      url: '/api/inspections/export.csv?tab=everything',
      headers,
    });
    expect(bad.statusCode).toBe(400);
    const outsiderHeaders = await signIn('eve@test.uk');
    const theirs = await app.inject({
      method: 'GET',
      url: '/api/inspections/export.csv',
      headers: outsiderHeaders,
    });
    expect(theirs.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect(theirs.body).toContain('Secret House');
  });
});
