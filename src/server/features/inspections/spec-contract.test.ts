import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { auditLog, inspections } from '@/server/db/schema/index';
import { buildTestApp } from '@/server/test-support/test-app';
import { signIn, trpcMutation, trpcQuery } from '@/server/test-support/trpc-over-http';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createUser } from '@/server/test-support/users';

// Issue 33 point 1: the three procedures of spec 01 section 7, called over HTTP exactly as
// the spec's client writes them (no page-only fields such as the optimistic-locking version).
let database: Database;
let app: FastifyInstance;
let cookie: string;

const specPayload = (overrides: Record<string, unknown> = {}) => ({
  policyId: '300777',
  customerName: 'Ann Lee',
  customerForename: 'Ann',
  customerSurname: 'Lee',
  customerEmail: 'ann.lee@example.co.uk',
  customerPhone: '07700 900777',
  propertyAddress: '9 Canal Street, Todmorden, OL14 5AA',
  addressLine1: '9 Canal Street',
  addressTown: 'Todmorden',
  addressPostcode: 'OL14 5AA',
  measureType: 'INSULATION',
  installerName: 'Calder Insulation',
  installerCompany: 'Calder Insulation',
  installerEmail: 'jobs@calder.co.uk',
  trigger: 'QUALITY_ASSURANCE',
  scheduledDate: '2026-12-10',
  notes: 'From the job system',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  return trpcMutation(app, cookie, 'inspection.createInspectionDirect', specPayload(overrides));
}

async function createdId(overrides: Record<string, unknown> = {}) {
  const reply = await create(overrides);
  expect(reply.error).toBeNull();
  return (reply.data as { id: string }).id;
}

const rowOf = async (id: string) =>
  (await database.db.select().from(inspections).where(eq(inspections.id, id)))[0]!;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await createUser(database.db, { email: 'spec-admin@test.uk', role: 'ADMIN' });
  ({ cookie } = await signIn(app, 'spec-admin@test.uk', 'password-1'));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('inspection.createInspectionDirect: the scheduled date', () => {
  it.each([
    ['2026-12-10', '2026-12-10'],
    // An ISO date-time is taken as its UK date: 23:30 in New York is the next day in London.
    ['2026-11-28T23:30:00-05:00', '2026-11-29'],
    ['2026-06-30T23:30:00Z', '2026-07-01'],
    ['2026-12-10T09:00', '2026-12-10'],
  ])('accepts %s as %s', async (sent, stored) => {
    const id = await createdId({ scheduledDate: sent });
    expect((await rowOf(id)).scheduledDate).toBe(stored);
  });

  it.each(['10/12/2026', '2026-13-01', 'next Tuesday', '2026-12-10T09:00:00+01:00 and more text'])(
    'refuses %s with a message that names the expected form',
    async (sent) => {
      const reply = await create({ scheduledDate: sent });
      expect(reply.statusCode).toBe(400);
      expect(reply.error).toEqual({
        code: 'BAD_REQUEST',
        message: 'Scheduled date must be a date like 2026-11-28',
      });
    },
  );
});

describe('inspection.updateInspectionStatus with the spec input (id, status, completionNotes, completedDate)', () => {
  it('succeeds without a version: last write wins, and the audit row says no version was sent', async () => {
    const id = await createdId();
    const reply = await trpcMutation(app, cookie, 'inspection.updateInspectionStatus', {
      id,
      status: 'IN_PROGRESS',
      completionNotes: 'Started on site',
    });
    expect(reply.error).toBeNull();
    expect(reply.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'IN_PROGRESS', version: 2 });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, id), eq(auditLog.action, 'update')))
      .orderBy(desc(auditLog.createdAt));
    expect(audit?.details).toMatchObject({
      from: 'PENDING',
      to: 'IN_PROGRESS',
      versionSent: false,
    });
  });

  it('cancels with the spec input, completedDate absent', async () => {
    const id = await createdId();
    const reply = await trpcMutation(app, cookie, 'inspection.updateInspectionStatus', {
      id,
      status: 'CANCELLED',
      completionNotes: '',
    });
    expect(reply.error).toBeNull();
    expect((await rowOf(id)).status).toBe('CANCELLED');
  });

  it('still refuses a stale version when one is sent, as the pages do', async () => {
    const id = await createdId();
    const reply = await trpcMutation(app, cookie, 'inspection.updateInspectionStatus', {
      id,
      status: 'IN_PROGRESS',
      completionNotes: '',
      expectedVersion: 7,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.error?.code).toBe('CONFLICT');
    expect((await rowOf(id)).status).toBe('PENDING');
  });

  it.each([
    [{ status: 'IN_PROGRESS', completionNotes: '' }, 'Id is required'],
    [{ status: 'DONE', completionNotes: '' }, 'Status is required'],
    [{ status: 'PASSED', completionNotes: '' }, 'Completion date is required'],
    [{ status: 'IN_PROGRESS', expectedVersion: 'two' }, 'Expected version must be a number'],
  ])('names the field and the rule in a 400 for %o', async (input, message) => {
    const id = await createdId();
    const reply = await trpcMutation(app, cookie, 'inspection.updateInspectionStatus', {
      ...(message === 'Id is required' ? {} : { id }),
      ...input,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.error?.message).toBe(message);
  });
});

describe('inspection.getPendingInspections and inspection.update: 400s in words', () => {
  it('names the field and the rule for a bad page or limit', async () => {
    const input = encodeURIComponent(JSON.stringify({ page: 'first', limit: 20 }));
    const reply = await trpcQuery(app, cookie, `inspection.getPendingInspections?input=${input}`);
    expect(reply.statusCode).toBe(400);
    expect(reply.error?.message).toBe('Page must be a number');
    const tooMany = encodeURIComponent(JSON.stringify({ page: 1, limit: 500 }));
    const second = await trpcQuery(
      app,
      cookie,
      `inspection.getPendingInspections?input=${tooMany}`,
    );
    expect(second.error?.message).toMatch(/^Limit must be no more than \d+$/);
  });

  it('takes an ISO date-time as its UK date in inspection.update, and refuses other forms in words', async () => {
    const id = await createdId();
    const edit = (scheduledDate: string, expectedVersion: number) =>
      trpcMutation(app, cookie, 'inspection.update', {
        id,
        expectedVersion,
        scheduledDate,
        scheduledTime: '',
        inspectorName: '',
        inspectionType: '',
        onsiteRemote: '',
        specialRequirements: '',
        notes: '',
      });
    const accepted = await edit('2026-12-14T23:15:00Z', 1);
    expect(accepted.error).toBeNull();
    expect((await rowOf(id)).scheduledDate).toBe('2026-12-14');
    const refused = await edit('14 December 2026', 2);
    expect(refused.statusCode).toBe(400);
    expect(refused.error?.message).toBe('Scheduled date must be a date like 2026-11-28');
  });
});
