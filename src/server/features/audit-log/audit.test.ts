import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '@/server/audit/write-audit';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog } from '@/server/db/schema/index';
import { buildTestApp, signInRequest } from '@/server/test-support/test-app';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { sql } from 'drizzle-orm';

let database: Database;
let admin: TestUser;
let coordinator: TestUser;
let otherAdmin: TestUser;
const actor = (user: TestUser) => ({ tenantId: user.tenantId, user, ip: '192.0.2.10' });

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  admin = await createUser(db, { email: 'admin@audit.test', lastName: 'Admin', role: 'ADMIN' });
  coordinator = await createUser(db, {
    email: 'coord@audit.test',
    firstName: 'Cora',
    lastName: 'Coordinator',
    role: 'COORDINATOR',
  });
  await createTenant(db, 'other-tenant');
  otherAdmin = await createUser(db, { role: 'ADMIN', tenantId: 'other-tenant' });
  // 30 rows by the admin on 10 March 2026 (UK), 5 by the coordinator on 20 July 2026 (BST).
  for (let i = 0; i < 30; i++) {
    await writeAudit(db, actor(admin), {
      action: i % 2 ? 'update' : 'create',
      resource: 'installer',
      resourceId: `inst-${i}`,
      details: { n: i },
    });
  }
  await db.execute(
    sql`update ${auditLog} set timestamp = '2026-03-10T12:00:00Z'::timestamptz + (substr(resource_id, 6)::int * interval '1 second') where resource = 'installer'`,
  );
  for (let i = 0; i < 5; i++) {
    await writeAudit(db, actor(coordinator), {
      action: 'delete',
      resource: 'note',
      resourceId: `note-${i}`,
    });
  }
  // 23:30 UTC on 19 July is 00:30 on 20 July in London.
  await db.execute(
    sql`update ${auditLog} set timestamp = '2026-07-19T23:30:00Z' where resource = 'note'`,
  );
  await writeAudit(db, actor(otherAdmin), { action: 'create', resource: 'installer' });
});
afterAll(() => database.close());

describe('audit.list', () => {
  it('pages the tenant log newest first with the total', async () => {
    const caller = callerFor(database.db, admin);
    const first = await caller.audit.list({ filters: {}, page: 1, pageSize: 25 });
    expect(first.total).toBe(35);
    expect(first.rows).toHaveLength(25);
    expect(first.rows[0]!.resource).toBe('note');
    const stamps = first.rows.map((r) => r.timestamp);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    const second = await caller.audit.list({ filters: {}, page: 2, pageSize: 25 });
    expect(second.rows).toHaveLength(10);
    expect(second.rows.at(-1)!.resourceId).toBe('inst-0');
    expect(first.rows[0]).toMatchObject({
      userEmail: 'coord@audit.test',
      userName: 'Cora Coordinator',
      action: 'delete',
      ipAddress: '192.0.2.10',
    });
  });

  it('filters by user, action, resource and UK dates (both ends included)', async () => {
    const caller = callerFor(database.db, admin);
    const list = (filters: Parameters<typeof caller.audit.list>[0]['filters']) =>
      caller.audit.list({ filters, page: 1, pageSize: 100 }).then((r) => r.total);
    expect(await list({ userId: coordinator.id })).toBe(5);
    expect(await list({ action: 'update' })).toBe(15);
    expect(await list({ resource: 'installer', action: 'create' })).toBe(15);
    expect(await list({ from: '2026-07-20', to: '2026-07-20' })).toBe(5);
    expect(await list({ to: '2026-07-19' })).toBe(30);
    expect(await list({ from: '2026-03-10', to: '2026-03-10' })).toBe(30);
    expect(await list({ from: '2026-03-11' })).toBe(5);
  });

  it('offers the people, actions and resources of the tenant log', async () => {
    const options = await callerFor(database.db, admin).audit.filterOptions();
    expect(options.users.map((u) => u.email)).toEqual(['admin@audit.test', 'coord@audit.test']);
    expect(options.actions).toEqual(['create', 'delete', 'update']);
    expect(options.resources).toEqual(['installer', 'note']);
  });

  it('never shows another tenant its rows', async () => {
    const other = await callerFor(database.db, otherAdmin).audit.list({
      filters: {},
      page: 1,
      pageSize: 25,
    });
    expect(other.total).toBe(1);
  });

  it('validates the page size and the date range', async () => {
    const caller = callerFor(database.db, admin);
    await expect(
      caller.audit.list({ filters: {}, page: 1, pageSize: 30 as 25 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expectBadRequest(
      caller.audit.list({
        filters: { from: '2026-05-02', to: '2026-05-01' },
        page: 1,
        pageSize: 25,
      }),
      'From date must be on or before To date',
    );
    await expectBadRequest(
      caller.audit.list({ filters: { from: '02/05/2026' }, page: 1, pageSize: 25 }),
      'From date format is invalid',
    );
  });

  it('refuses a COORDINATOR', async () => {
    const caller = callerFor(database.db, coordinator);
    // Called one at a time: a promise made before it is awaited would reject unhandled.
    for (const call of [
      () => caller.audit.list({ filters: {}, page: 1, pageSize: 25 }),
      () => caller.audit.filterOptions(),
    ]) {
      const refusal = call();
      await expect(refusal).rejects.toBeInstanceOf(TRPCError);
      await expect(refusal).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('GET /api/audit/export.csv', () => {
  it('streams the filtered log as CSV, safe from formula injection, to audit:view only', async () => {
    await writeAudit(database.db, actor(admin), {
      action: 'update',
      resource: 'formula',
      resourceId: '=HYPERLINK("http://evil")',
      details: { note: 'a "quoted", value' },
    });
    const app = await buildTestApp(database);
    try {
      const signIn = await app.inject(signInRequest('admin@audit.test', 'password-1'));
      const headers = { authorization: `Bearer ${signIn.headers['set-auth-token'] as string}` };
      const all = await app.inject({ method: 'GET', url: '/api/audit/export.csv', headers });
      expect(all.statusCode).toBe(200);
      expect(all.headers['content-disposition']).toMatch(
        /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = all.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Timestamp,User,Action,Resource,Resource ID,Details,IP Address');
      // 35 seeded, the formula row, and the sign-in's own audit row if the sign-in writes one.
      expect(lines.length).toBeGreaterThanOrEqual(37);
      const formula = lines.find((line) => line.includes(',formula,'));
      expect(formula).toContain(`,"'=HYPERLINK(""http://evil"")",`);
      expect(formula).toContain(`"{""note"":""a \\""quoted\\"", value""}"`);

      const notes = await app.inject({
        method: 'GET',
        url: `/api/audit/export.csv?resource=note&userId=${coordinator.id}&from=2026-07-20&action=`,
        headers,
      });
      const noteLines = notes.body.trimEnd().split('\r\n');
      expect(noteLines).toHaveLength(6);
      expect(noteLines[1]).toMatch(
        /^"20\/07\/2026, 00:30:00",coord@audit\.test,delete,note,note-\d,,192\.0\.2\.10$/,
      );

      const bad = await app.inject({
        method: 'GET',
        url: '/api/audit/export.csv?from=yesterday',
        headers,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'From date format is invalid' });

      const coordSignIn = await app.inject(signInRequest('coord@audit.test', 'password-1'));
      const refused = await app.inject({
        method: 'GET',
        url: '/api/audit/export.csv',
        headers: { authorization: `Bearer ${coordSignIn.headers['set-auth-token'] as string}` },
      });
      expect(refused.statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/audit/export.csv' })).statusCode).toBe(
        401,
      );
    } finally {
      await app.close();
    }
  });
});
