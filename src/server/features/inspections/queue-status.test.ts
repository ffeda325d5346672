import { Faker, en, en_GB } from '@faker-js/faker';
import { and, count, eq, inArray } from 'drizzle-orm';
import { MEASURE_CATEGORIES } from '@/shared/inspections/measures';
import { SERVER_TRIGGERS } from '@/shared/inspections/triggers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSPECTION_STATUSES, type InspectionStatus } from '@/shared/inspections/statuses';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { buildInspectionRow, buildSinglePageForm } from '@/server/db/inspection-factories';
import { auditLog, inspections, rolePermissions } from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import {
  answerEveryQuestion,
  switchOffSignatureRule,
} from '@/server/test-support/checklist-answers';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let coordinator: User;
let inspector: User;

const faker = new Faker({ locale: [en_GB, en], seed: 7 });

async function insertRows(count: number, overrides: Partial<typeof inspections.$inferInsert>) {
  const rows = Array.from({ length: count }, (_, i) => ({
    ...buildInspectionRow(faker, {
      tenantId: 'default-tenant',
      reference: `INS-2025-${String(faker.number.int({ max: 999999 })).padStart(6, '0')}-${i}`,
      createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
      installers: ['Queue Installer'],
      inspectors: ['Someone Else'],
    }),
    ...overrides,
  }));
  return database.db.insert(inspections).values(rows).returning({ id: inspections.id });
}

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await createUser(database.db, { role: 'ADMIN' });
  coordinator = await createUser(database.db, {
    firstName: 'Cora',
    lastName: 'Ord',
    role: 'COORDINATOR',
  });
  inspector = await createUser(database.db, { firstName: 'Tom', lastName: 'Hughes' });
  // The signature rule has its own tests (outcomes-follow-evidence.test.ts); here the moves.
  await switchOffSignatureRule(database.db, 'default-tenant');
  // 45 open INSULATION/FOLLOW_UP rows, 8 open SOLAR rows, 10 closed rows that never show in the queue.
  await insertRows(45, { status: 'PENDING', measureType: 'INSULATION', trigger: 'FOLLOW_UP' });
  await insertRows(5, {
    status: 'IN_PROGRESS',
    measureType: 'RENEWABLE_ENERGY',
    trigger: 'ROUTINE_CHECK',
    scheduledDate: null,
  });
  await insertRows(3, {
    status: 'REQUIRES_FOLLOW_UP',
    measureType: 'RENEWABLE_ENERGY',
    trigger: 'FOLLOW_UP',
    scheduledDate: '2025-01-05',
  });
  await insertRows(10, { status: 'PASSED', measureType: 'INSULATION', trigger: 'FOLLOW_UP' });
});
afterAll(() => database.close());

describe('inspection.getPendingInspections', () => {
  it('pages the open inspections 20 at a time with the spec pagination', async () => {
    const caller = callerFor(database.db, coordinator).inspection;
    const first = await caller.getPendingInspections({});
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 53, pages: 3 });
    expect(first.inspections).toHaveLength(20);
    const last = await caller.getPendingInspections({ page: 3 });
    expect(last.inspections).toHaveLength(13);
    const beyond = await caller.getPendingInspections({ page: 4 });
    expect(beyond.inspections).toEqual([]);
    expect(beyond.pagination.total).toBe(53);
    const ids = new Set(
      [
        ...first.inspections,
        ...(await caller.getPendingInspections({ page: 2 })).inspections,
        ...last.inspections,
      ].map((i) => i.id),
    );
    expect(ids.size).toBe(53);
    expect((await caller.getPendingInspections({ limit: 7 })).pagination.pages).toBe(8);
  });

  it('orders by scheduled date with unscheduled last, then by age', async () => {
    const { inspections: rows } = await callerFor(
      database.db,
      coordinator,
    ).inspection.getPendingInspections({ limit: 100 });
    const dates = rows.map((r) => r.scheduledDate);
    const firstNull = dates.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(dates.slice(firstNull).every((d) => d === null)).toBe(true);
    expect(dates.filter((d) => d === null).length).toBeGreaterThanOrEqual(5);
    const scheduled = dates.slice(0, firstNull);
    expect([...scheduled].sort()).toEqual(scheduled);
    expect(scheduled).toContain('2025-01-05');
  });

  it('filters by measure type and trigger, omitting empty filters', async () => {
    const caller = callerFor(database.db, coordinator).inspection;
    expect(
      (await caller.getPendingInspections({ measureType: 'RENEWABLE_ENERGY' })).pagination.total,
    ).toBe(8);
    expect(
      (
        await caller.getPendingInspections({
          measureType: 'RENEWABLE_ENERGY',
          trigger: 'FOLLOW_UP',
        })
      ).pagination.total,
    ).toBe(3);
    expect((await caller.getPendingInspections({ trigger: 'FOLLOW_UP' })).pagination.total).toBe(
      48,
    );
    expect(
      (await caller.getPendingInspections({ measureType: '', trigger: '' })).pagination.total,
    ).toBe(53);
    const row = (await caller.getPendingInspections({ measureType: 'RENEWABLE_ENERGY', limit: 1 }))
      .inspections[0];
    expect(Object.keys(row!).sort()).toEqual(
      [
        'id',
        'reference',
        'policyId',
        'propertyAddress',
        'customerName',
        'measureType',
        'measureLabel',
        'installerName',
        'installerEmail',
        'trigger',
        'triggerLabel',
        'scheduledDate',
        'createdAt',
        'status',
        'version',
        'mayAct',
      ].sort(),
    );
  });

  it('caps the page size', async () => {
    await expectBadRequest(
      callerFor(database.db, coordinator).inspection.getPendingInspections({ limit: 101 }),
      'Limit must be no more than 100',
    );
  });
});

describe('inspection.getPendingInspections rows', () => {
  it('carries every field as stored, on the whole-tenant and the own-inspections paths', async () => {
    // Scheduled before every other row, so it is first in the queue; created at a time with milliseconds.
    const [{ id }] = (await insertRows(1, {
      status: 'PENDING',
      scheduledDate: '2020-01-02',
      createdAt: new Date('2024-03-04T05:06:07.891Z'),
      inspectorName: 'Tom Hughes',
      inspectorUserId: inspector.id,
      policyId: 'POL-ROWS-1',
    })) as [{ id: string }];
    const [stored] = await database.db.select().from(inspections).where(eq(inspections.id, id));
    const expected = {
      id,
      reference: stored!.reference,
      policyId: 'POL-ROWS-1',
      propertyAddress: stored!.propertyAddress,
      customerName: stored!.customerName,
      measureType: stored!.measureType,
      measureLabel: stored!.measureLabel,
      installerName: stored!.installerName,
      installerEmail: stored!.installerEmail,
      trigger: stored!.trigger,
      triggerLabel: stored!.triggerLabel,
      scheduledDate: '2020-01-02',
      createdAt: '2024-03-04T05:06:07.891Z',
      status: 'PENDING',
      version: stored!.version,
    };
    const whole = await callerFor(database.db, coordinator).inspection.getPendingInspections({});
    expect(whole.inspections[0]).toEqual({ ...expected, mayAct: true });
    // The inspector sees only their own, through the other path; assigned to them, they may act on it.
    const own = await callerFor(database.db, inspector).inspection.getPendingInspections({});
    expect(own.inspections.find((row) => row.id === id)).toEqual({ ...expected, mayAct: true });
  });
});

describe('inspection.updateInspectionStatus', () => {
  async function newInspection(status: InspectionStatus = 'PENDING') {
    const created = await callerFor(database.db, admin).inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm(),
    });
    if (status !== 'PENDING') {
      await database.db.update(inspections).set({ status }).where(eq(inspections.id, created.id));
    }
    // Completing needs every question answered (decision 012); these tests are about the moves.
    await answerEveryQuestion(database.db, admin, created.id);
    return { id: created.id, version: 1 };
  }

  it('moves PENDING to PASSED with a completion date, records history and audit, and leaves the queue', async () => {
    const { id } = await newInspection();
    const caller = callerFor(database.db, coordinator).inspection;
    const updated = await caller.updateInspectionStatus({
      id,
      status: 'PASSED',
      completionNotes: 'All good',
      completedDate: '2026-11-20',
      expectedVersion: 1,
    });
    expect(updated).toMatchObject({
      status: 'PASSED',
      version: 2,
      completedDate: '2026-11-20',
      completionNotes: 'All good',
      rating: 'Pass',
    });
    expect(updated.history[0]).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'PASSED',
      notes: 'All good',
      completedDate: '2026-11-20',
      changedByName: 'Cora Ord',
    });
    const queue = await caller.getPendingInspections({ limit: 100, page: 1 });
    expect(queue.inspections.map((r) => r.id)).not.toContain(id);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, id), eq(auditLog.action, 'update')));
    expect(audit[0]?.details).toMatchObject({ from: 'PENDING', to: 'PASSED' });
  });

  it('requires a completion date for PASSED and FAILED only', async () => {
    const { id } = await newInspection();
    const caller = callerFor(database.db, coordinator).inspection;
    await expectBadRequest(
      caller.updateInspectionStatus({
        id,
        status: 'FAILED',
        completionNotes: '',
        expectedVersion: 1,
      }),
      'Completion date is required',
    );
    const moved = await caller.updateInspectionStatus({
      id,
      status: 'IN_PROGRESS',
      completionNotes: '',
      expectedVersion: 1,
    });
    expect(moved.completedDate).toBeNull();
  });

  it('answers CONFLICT for a stale version instead of overwriting', async () => {
    const { id } = await newInspection();
    const caller = callerFor(database.db, coordinator).inspection;
    await caller.updateInspectionStatus({
      id,
      status: 'IN_PROGRESS',
      completionNotes: '',
      expectedVersion: 1,
    });
    await expect(
      caller.updateInspectionStatus({
        id,
        status: 'CANCELLED',
        completionNotes: '',
        expectedVersion: 1,
      }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This inspection was changed by someone else. Reload to see the latest version.',
    });
    expect((await caller.get({ id })).status).toBe('IN_PROGRESS');
  });

  const allowed: [InspectionStatus, InspectionStatus][] = [
    ['PENDING', 'IN_PROGRESS'],
    ['PENDING', 'PASSED'],
    ['PENDING', 'FAILED'],
    ['PENDING', 'REQUIRES_FOLLOW_UP'],
    ['PENDING', 'CANCELLED'],
    ['IN_PROGRESS', 'PENDING'],
    ['IN_PROGRESS', 'PASSED'],
    ['IN_PROGRESS', 'FAILED'],
    ['IN_PROGRESS', 'REQUIRES_FOLLOW_UP'],
    ['IN_PROGRESS', 'CANCELLED'],
    ['REQUIRES_FOLLOW_UP', 'IN_PROGRESS'],
    ['REQUIRES_FOLLOW_UP', 'PASSED'],
    ['REQUIRES_FOLLOW_UP', 'FAILED'],
    ['REQUIRES_FOLLOW_UP', 'CANCELLED'],
  ];
  it.each(allowed)('lets a coordinator move %s to %s', async (from, to) => {
    const { id } = await newInspection(from);
    const result = await callerFor(database.db, coordinator).inspection.updateInspectionStatus({
      id,
      status: to,
      completionNotes: '',
      completedDate: '2026-11-21',
      expectedVersion: 1,
    });
    expect(result.status).toBe(to);
  });

  const refused: [InspectionStatus, InspectionStatus, string][] = [
    ['PENDING', 'PENDING', 'The inspection is already Pending.'],
    [
      'REQUIRES_FOLLOW_UP',
      'PENDING',
      'An inspection cannot go from Requires Follow-up to Pending.',
    ],
    ...(['PASSED', 'FAILED', 'CANCELLED'] as const).flatMap((from) =>
      INSPECTION_STATUSES.filter((to) => to !== from).map(
        (to): [InspectionStatus, InspectionStatus, string] => [
          from,
          to,
          `A ${{ PASSED: 'Passed', FAILED: 'Failed', CANCELLED: 'Cancelled' }[from]} inspection is final. Only an administrator can reopen it.`,
        ],
      ),
    ),
  ];
  it.each(refused)('refuses a coordinator moving %s to %s', async (from, to, message) => {
    const { id } = await newInspection(from);
    await expect(
      callerFor(database.db, coordinator).inspection.updateInspectionStatus({
        id,
        status: to,
        completionNotes: '',
        completedDate: '2026-11-21',
        expectedVersion: 1,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
  });

  it('lets an ADMIN reopen a final inspection, but not switch one result for another', async () => {
    const { id } = await newInspection('PASSED');
    const caller = callerFor(database.db, admin).inspection;
    await expect(
      caller.updateInspectionStatus({
        id,
        status: 'FAILED',
        completionNotes: '',
        completedDate: '2026-11-21',
        expectedVersion: 1,
      }),
    ).rejects.toMatchObject({
      message:
        'A Passed inspection can only be reopened as Pending, In Progress or Requires Follow-up.',
    });
    const reopened = await caller.updateInspectionStatus({
      id,
      status: 'IN_PROGRESS',
      completionNotes: 'Reopened after appeal',
      expectedVersion: 1,
    });
    expect(reopened.status).toBe('IN_PROGRESS');
  });

  it('lets an INSPECTOR update only inspections they can see, and refuses unknown ids', async () => {
    const { id } = await newInspection();
    const caller = callerFor(database.db, inspector).inspection;
    // The form's inspector is 'Tom Hughes', this inspector.
    const moved = await caller.updateInspectionStatus({
      id,
      status: 'IN_PROGRESS',
      completionNotes: '',
      expectedVersion: 1,
    });
    expect(moved.status).toBe('IN_PROGRESS');
    await expect(
      caller.updateInspectionStatus({
        id: '00000000-0000-4000-8000-000000000000',
        status: 'IN_PROGRESS',
        completionNotes: '',
        expectedVersion: 1,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Inspection not found.' });
  });

  it('refuses a role without inspections:edit', async () => {
    const { id } = await newInspection();
    await database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.role, 'INSPECTOR'),
          eq(rolePermissions.permission, 'inspections:edit'),
        ),
      );
    await expect(
      callerFor(database.db, inspector).inspection.updateInspectionStatus({
        id,
        status: 'IN_PROGRESS',
        completionNotes: '',
        expectedVersion: 1,
      }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this (inspections:edit).',
    });
  });
});

describe('open-inspection counters', () => {
  it('stay equal to a real count through inserts, status changes and deletes, for every filter', async () => {
    const caller = callerFor(database.db, coordinator).inspection;
    const before = (await caller.getPendingInspections({})).pagination.total;
    const created = await callerFor(database.db, admin).inspection.createInspectionDirect({
      source: 'SINGLE_PAGE',
      form: buildSinglePageForm(),
    });
    expect((await caller.getPendingInspections({})).pagination.total).toBe(before + 1);
    await caller.updateInspectionStatus({
      id: created.id,
      status: 'CANCELLED',
      completionNotes: '',
      expectedVersion: 1,
    });
    expect((await caller.getPendingInspections({})).pagination.total).toBe(before);
    await database.db
      .update(inspections)
      .set({ measureType: 'VENTILATION' })
      .where(eq(inspections.status, 'IN_PROGRESS'));
    await database.db.delete(inspections).where(eq(inspections.trigger, 'ROUTINE_CHECK'));

    for (const measureType of [undefined, ...MEASURE_CATEGORIES]) {
      for (const trigger of [undefined, ...SERVER_TRIGGERS]) {
        const [real] = await database.db
          .select({ n: count() })
          .from(inspections)
          .where(
            and(
              eq(inspections.tenantId, 'default-tenant'),
              inArray(inspections.status, ['PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP']),
              measureType ? eq(inspections.measureType, measureType) : undefined,
              trigger ? eq(inspections.trigger, trigger) : undefined,
            ),
          );
        expect(
          (await caller.getPendingInspections({ measureType, trigger })).pagination.total,
        ).toBe(real!.n);
      }
    }
  });
});
