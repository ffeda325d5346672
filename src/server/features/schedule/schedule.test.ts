import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '@/shared/format';
import { addDays, endOfWeek, startOfWeek } from '@/shared/schedule/calendar';
import { DOUBLE_BOOKING_MESSAGE } from '@/shared/schedule/catalogue';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import {
  auditLog,
  inspections,
  inspectionVisits,
  notifications,
  rolePermissions,
} from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { isUniqueViolation } from '@/server/lib/unique-violation';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { createInspection } from '@/server/test-support/inspections';

let database: Database;
let admin: User;
let coordinator: User;
let inspector: User;
let otherInspector: User;

const today = todayInLondon();
const inDays = (n: number) => addDays(today, n);
const visit = (overrides: Record<string, unknown> = {}) => ({
  date: inDays(10),
  time: '10:00',
  type: 'Third-Party C3',
  inspectorId: inspector.id,
  location: '1 High Street, Leeds, LS1 1AA',
  notes: '',
  ...overrides,
});

beforeAll(async () => {
  database = await openTestDatabase();
  ({ admin, coordinator, inspector, otherInspector } = await createStaff(database));
});
afterAll(() => database.close());

const viewAll = and(
  eq(rolePermissions.tenantId, 'default-tenant'),
  eq(rolePermissions.role, 'INSPECTOR'),
  eq(rolePermissions.permission, 'inspections:view_all'),
);
const revokeViewAll = () => database.db.delete(rolePermissions).where(viewAll);
const restoreViewAll = () =>
  database.db
    .insert(rolePermissions)
    .values({ tenantId: 'default-tenant', role: 'INSPECTOR', permission: 'inspections:view_all' })
    .onConflictDoNothing();

async function expectTrpcError(call: Promise<unknown>, code: string, message: string) {
  await expect(call).rejects.toMatchObject({ code, message });
}

describe('schedule.book', () => {
  it('books a visit, audits it and notifies the inspector', async () => {
    const booked = await callerFor(database.db, coordinator).schedule.book(
      visit({ date: inDays(3), time: '09:30', notes: 'Bring ladder' }),
    );
    expect(booked).toMatchObject({
      visitDate: inDays(3),
      visitTime: '09:30',
      status: 'scheduled',
      inspectorUserId: inspector.id,
      createdBy: coordinator.id,
      durationMinutes: 60,
      notes: 'Bring ladder',
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'inspection_visit'), eq(auditLog.resourceId, booked.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', userId: coordinator.id });
    const [note] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, inspector.id));
    expect(note?.title).toBe('New inspection visit assigned');
    expect(note?.actionUrl).toBe(`/schedule?date=${inDays(3)}`);
  });

  it('refuses a second visit for the same inspector and slot with CONFLICT', async () => {
    const caller = callerFor(database.db, admin);
    await caller.schedule.book(visit({ date: inDays(4), time: '11:00' }));
    await expectTrpcError(
      caller.schedule.book(visit({ date: inDays(4), time: '11:00', location: 'Elsewhere' })),
      'CONFLICT',
      DOUBLE_BOOKING_MESSAGE,
    );
    // Another inspector, or another time, is free.
    await caller.schedule.book(
      visit({ date: inDays(4), time: '11:00', inspectorId: otherInspector.id }),
    );
    // Back to back is fine: the 60-minute visit at 11:00 ends at 12:00.
    await caller.schedule.book(visit({ date: inDays(4), time: '12:00' }));
  });

  it('refuses a visit that overlaps another of the inspector, not only the same start', async () => {
    const caller = callerFor(database.db, admin);
    await caller.schedule.book(visit({ date: inDays(8), time: '09:30', durationMinutes: 90 }));
    for (const time of ['10:00', '09:15', '10:59']) {
      await expectTrpcError(
        caller.schedule.book(visit({ date: inDays(8), time, durationMinutes: 30 })),
        'CONFLICT',
        DOUBLE_BOOKING_MESSAGE,
      );
    }
    await caller.schedule.book(visit({ date: inDays(8), time: '11:00' }));
    await caller.schedule.book(
      visit({ date: inDays(8), time: '10:00', inspectorId: otherInspector.id }),
    );
    // A cancelled visit frees its time.
    const cancelled = await caller.schedule.book(visit({ date: inDays(9), time: '13:00' }));
    await caller.schedule.cancel({ id: cancelled.id, reason: 'Customer away' });
    await caller.schedule.book(visit({ date: inDays(9), time: '13:30' }));
  });

  it('lets exactly one of several simultaneous overlapping bookings through', async () => {
    const caller = callerFor(database.db, admin);
    const results = await Promise.allSettled(
      ['09:00', '09:15', '09:30', '09:45'].map((time) =>
        caller.schedule.book(visit({ date: inDays(10), time, durationMinutes: 60 })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({ code: 'CONFLICT', message: DOUBLE_BOOKING_MESSAGE });
    }
  });

  it('lets exactly one of several simultaneous bookings for one slot through', async () => {
    // On PostgreSQL (TEST_DATABASE_URL) these run on separate connections and race for the index.
    const caller = callerFor(database.db, admin);
    const results = await Promise.allSettled(
      ['A', 'B', 'C', 'D'].map((location) =>
        caller.schedule.book(visit({ date: inDays(5), time: '14:00', location })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({ code: 'CONFLICT', message: DOUBLE_BOOKING_MESSAGE });
    }
    const stored = await database.db
      .select()
      .from(inspectionVisits)
      .where(
        and(eq(inspectionVisits.visitDate, inDays(5)), eq(inspectionVisits.visitTime, '14:00')),
      );
    expect(stored).toHaveLength(1);
  });

  it('is refused by the database itself when the check is bypassed', async () => {
    const row = {
      tenantId: 'default-tenant',
      visitDate: inDays(6),
      visitTime: '15:00',
      type: 'Site Visit',
      inspectorUserId: inspector.id,
      location: 'X',
    };
    await database.db.insert(inspectionVisits).values(row);
    const error = await database.db
      .insert(inspectionVisits)
      .values(row)
      .then(
        () => null,
        (e: unknown) => e,
      );
    // The service turns exactly this error into the CONFLICT a lost race gets.
    expect(isUniqueViolation(error, 'inspection_visits_inspector_slot_idx')).toBe(true);
    expect(isUniqueViolation(error, 'some_other_idx')).toBe(false);
    // A cancelled visit does not hold the slot.
    await database.db.insert(inspectionVisits).values({ ...row, status: 'cancelled' });
    // An overlapping (not identical) time is refused by the exclusion constraint.
    const overlap = await database.db
      .insert(inspectionVisits)
      .values({ ...row, visitTime: '15:30' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(overlap, 'inspection_visits_no_overlap')).toBe(true);
  });

  it('gives the spec messages for blank date, time, location and inspector', async () => {
    const caller = callerFor(database.db, coordinator);
    await expectBadRequest(caller.schedule.book(visit({ date: '' })), 'Date is required');
    await expectBadRequest(caller.schedule.book(visit({ time: '  ' })), 'Time is required');
    await expectBadRequest(
      caller.schedule.book(visit({ location: '   ' })),
      'Location is required',
    );
    await expectBadRequest(
      caller.schedule.book(visit({ inspectorId: '' })),
      'Inspector is required',
    );
    await expectBadRequest(
      caller.schedule.book(visit({ time: '25:00' })),
      'Time format is invalid',
    );
    await expectBadRequest(
      caller.schedule.book(visit({ date: '2026-02-30' })),
      'Date format is invalid',
    );
    await expectBadRequest(
      caller.schedule.book(visit({ date: addDays(today, -1) })),
      'Date cannot be in the past',
    );
    await expectBadRequest(caller.schedule.book(visit({ type: 'Guesswork' })), 'Type is required');
    await expectBadRequest(
      caller.schedule.book(visit({ date: today, time: '00:00' })),
      'Time cannot be in the past',
    );
  });

  it('books any active staff member, and refuses someone inactive', async () => {
    const caller = callerFor(database.db, coordinator);
    const own = await caller.schedule.book(
      visit({ date: inDays(12), inspectorId: coordinator.id }),
    );
    expect(own.inspectorUserId).toBe(coordinator.id);
    const retired = await createUser(database.db, {
      firstName: 'Old',
      lastName: 'Timer',
      isActive: false,
    });
    await expectTrpcError(
      caller.schedule.book(visit({ inspectorId: retired.id })),
      'BAD_REQUEST',
      'Choose an active inspector.',
    );
  });

  it('books for an existing inspection: sets its slot and inspector, once only', async () => {
    const inspection = await createInspection(database.db, {
      status: 'PENDING',
      scheduledDate: null,
    });
    const caller = callerFor(database.db, coordinator);
    await caller.schedule.book(
      visit({ date: inDays(8), time: '13:00', inspectionId: inspection.id, type: 'Site Visit' }),
    );
    const [after] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.id, inspection.id));
    expect(after).toMatchObject({
      scheduledDate: inDays(8),
      scheduledTime: '13:00',
      inspectorUserId: inspector.id,
      inspectorName: 'Tom Hughes',
      inspectionType: 'Site Visit',
      version: inspection.version + 1,
    });
    await expectTrpcError(
      caller.schedule.book(visit({ date: inDays(9), inspectionId: inspection.id })),
      'CONFLICT',
      `${inspection.reference} already has a visit booked on ${new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(new Date(inDays(8)))}; reschedule that visit instead.`,
    );
  });

  it('refuses a closed inspection and one of another tenant', async () => {
    const closed = await createInspection(database.db, { status: 'PASSED' });
    const caller = callerFor(database.db, coordinator);
    await expectTrpcError(
      caller.schedule.book(visit({ time: '16:00', inspectionId: closed.id })),
      'BAD_REQUEST',
      `${closed.reference} is already closed (Passed); it cannot be booked.`,
    );
    await expectTrpcError(
      caller.schedule.book(
        visit({ time: '16:30', inspectionId: '00000000-0000-4000-8000-000000000000' }),
      ),
      'NOT_FOUND',
      'Inspection not found.',
    );
  });

  it('is FORBIDDEN to an inspector and UNAUTHORIZED without a session', async () => {
    await expectTrpcError(
      callerFor(database.db, inspector).schedule.book(visit()),
      'FORBIDDEN',
      'You do not have permission to do this (schedule:manage).',
    );
    await expect(callerFor(database.db, null).schedule.book(visit())).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('schedule.calendar', () => {
  it('merges visits and scheduled inspections, without repeating a booked inspection', async () => {
    const day = inDays(20);
    const open = await createInspection(database.db, { status: 'PENDING', scheduledDate: day });
    const assigned = await createInspection(database.db, {
      status: 'IN_PROGRESS',
      scheduledDate: day,
      inspectorName: 'Tom Hughes',
      scheduledTime: '08:00',
    });
    const passed = await createInspection(database.db, { status: 'PASSED', scheduledDate: day });
    const booked = await createInspection(database.db, { status: 'PENDING', scheduledDate: null });
    const caller = callerFor(database.db, admin);
    await caller.schedule.book(visit({ date: day, time: '12:00', inspectionId: booked.id }));
    const entries = await caller.schedule.calendar({ from: day, to: day });
    expect(entries.slice(0, 2).map((e) => [e.reference, e.kind, e.status, e.time])).toEqual([
      [assigned.reference, 'inspection', 'scheduled', '08:00'],
      [booked.reference, 'visit', 'scheduled', '12:00'],
    ]);
    // Untimed entries follow the timed ones.
    expect(new Set(entries.slice(2).map((e) => [e.reference, e.status].join(' ')))).toEqual(
      new Set([`${open.reference} pending`, `${passed.reference} completed`]),
    );
    expect(entries).toHaveLength(4);
    expect(entries.filter((e) => e.inspectionId === booked.id)).toHaveLength(1);
  });

  it('shows an inspector without view_all only their own visits and inspections', async () => {
    const day = inDays(21);
    const caller = callerFor(database.db, admin);
    await caller.schedule.book(visit({ date: day, time: '09:00' }));
    await caller.schedule.book(visit({ date: day, time: '09:00', inspectorId: otherInspector.id }));
    await createInspection(database.db, { scheduledDate: day, status: 'PENDING' });
    await revokeViewAll();
    const mine = await callerFor(database.db, inspector).schedule.calendar({ from: day, to: day });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ inspectorUserId: inspector.id, kind: 'visit' });
    expect(await caller.schedule.calendar({ from: day, to: day })).toHaveLength(3);
    await restoreViewAll();
  });

  it('validates the range', async () => {
    const caller = callerFor(database.db, admin);
    await expectBadRequest(
      caller.schedule.calendar({ from: inDays(5), to: inDays(1) }),
      'The start date must be on or before the end date',
    );
    await expectBadRequest(
      caller.schedule.calendar({ from: inDays(0), to: inDays(62) }),
      'The range must be no more than 62 days',
    );
    await expectBadRequest(
      caller.schedule.calendar({ from: 'soon', to: inDays(1) }),
      'Date format is invalid',
    );
  });
});

describe('schedule.reschedule, cancel and complete', () => {
  it('moves a visit and its inspection, with the same double-booking rule', async () => {
    const caller = callerFor(database.db, coordinator);
    const inspection = await createInspection(database.db, { status: 'PENDING' });
    const first = await caller.schedule.book(
      visit({ date: inDays(30), time: '10:00', inspectionId: inspection.id }),
    );
    await caller.schedule.book(visit({ date: inDays(31), time: '10:00' }));
    await expectTrpcError(
      caller.schedule.reschedule({
        id: first.id,
        date: inDays(31),
        time: '10:00',
        inspectorId: inspector.id,
      }),
      'CONFLICT',
      DOUBLE_BOOKING_MESSAGE,
    );
    // Keeping its own slot is not a clash with itself.
    await caller.schedule.reschedule({
      id: first.id,
      date: inDays(30),
      time: '10:00',
      inspectorId: inspector.id,
    });
    const moved = await caller.schedule.reschedule({
      id: first.id,
      date: inDays(32),
      time: '11:00',
      inspectorId: otherInspector.id,
    });
    expect(moved).toMatchObject({ visitDate: inDays(32), visitTime: '11:00' });
    const [after] = await database.db
      .select()
      .from(inspections)
      .where(eq(inspections.id, inspection.id));
    expect(after).toMatchObject({
      scheduledDate: inDays(32),
      inspectorUserId: otherInspector.id,
      inspectorName: 'Ivy Lane',
    });
    await expectBadRequest(
      caller.schedule.reschedule({
        id: first.id,
        date: inDays(-3),
        time: '11:00',
        inspectorId: otherInspector.id,
      }),
      'Date cannot be in the past',
    );
  });

  it('cancels a visit, frees the slot and refuses to cancel twice', async () => {
    const caller = callerFor(database.db, coordinator);
    const booked = await caller.schedule.book(visit({ date: inDays(33), time: '10:00' }));
    const cancelled = await caller.schedule.cancel({ id: booked.id, reason: 'Customer away' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Customer away' });
    await caller.schedule.book(visit({ date: inDays(33), time: '10:00' }));
    await expectTrpcError(
      caller.schedule.cancel({ id: booked.id }),
      'BAD_REQUEST',
      'Only a scheduled visit can be cancelled; this one is cancelled.',
    );
    await expectTrpcError(
      caller.schedule.reschedule({
        id: booked.id,
        date: inDays(34),
        time: '10:00',
        inspectorId: inspector.id,
      }),
      'BAD_REQUEST',
      'Only a scheduled visit can be rescheduled; this one is cancelled.',
    );
    await expectTrpcError(
      caller.schedule.cancel({ id: '00000000-0000-4000-8000-000000000000' }),
      'NOT_FOUND',
      'Visit not found.',
    );
    await expectTrpcError(
      callerFor(database.db, inspector).schedule.cancel({ id: booked.id }),
      'FORBIDDEN',
      'You do not have permission to do this (schedule:manage).',
    );
  });

  it('lets the inspector complete their own visit but not someone else’s', async () => {
    const caller = callerFor(database.db, coordinator);
    const mine = await caller.schedule.book(visit({ date: inDays(35), time: '10:00' }));
    const theirs = await caller.schedule.book(
      visit({ date: inDays(35), time: '10:00', inspectorId: otherInspector.id }),
    );
    await expectTrpcError(
      callerFor(database.db, inspector).schedule.complete({ id: theirs.id }),
      'FORBIDDEN',
      'Only the visit’s inspector or a scheduler can mark it completed.',
    );
    const done = await callerFor(database.db, inspector).schedule.complete({ id: mine.id });
    expect(done.status).toBe('completed');
    expect(
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resourceId, mine.id), eq(auditLog.action, 'update'))),
    ).toHaveLength(1);
  });
});

describe('schedule.today, stats and inspectors', () => {
  it('counts today, this week, unassigned and completed this month', async () => {
    const caller = callerFor(database.db, admin);
    const before = await caller.schedule.stats();
    // Written directly: a booking through the API refuses times already past, and this test
    // must count a visit today whatever time of day it runs.
    const [booked] = await database.db
      .insert(inspectionVisits)
      .values({
        tenantId: 'default-tenant',
        visitDate: today,
        visitTime: '00:05',
        type: 'Site Visit',
        inspectorUserId: inspector.id,
        location: '1 High Street, Leeds, LS1 1AA',
      })
      .returning();
    await createInspection(database.db, { status: 'PENDING', scheduledDate: inDays(2) });
    const after = await caller.schedule.stats();
    expect(after.today).toBe(before.today + 1);
    expect(after.thisWeek).toBe(before.thisWeek + 1 + (inDays(2) <= endOfWeek(today) ? 1 : 0));
    expect(after.unassigned).toBe(before.unassigned + 1);
    await caller.schedule.complete({ id: booked!.id });
    expect((await caller.schedule.stats()).completedThisMonth).toBe(after.completedThisMonth + 1);
    const todayList = await caller.schedule.today();
    expect(todayList.date).toBe(today);
    expect(todayList.entries.some((e) => e.visitId === booked!.id)).toBe(true);
    expect(startOfWeek(today) <= today).toBe(true);
  });

  it('lists every active staff member who can be booked, to schedulers only', async () => {
    const list = await callerFor(database.db, coordinator).schedule.inspectors();
    expect(list.map((u) => u.name)).toEqual(['Ada Min', 'Cora Ord', 'Ivy Lane', 'Tom Hughes']);
    await expectTrpcError(
      callerFor(database.db, inspector).schedule.inspectors(),
      'FORBIDDEN',
      'You do not have permission to do this (schedule:manage).',
    );
  });
});
