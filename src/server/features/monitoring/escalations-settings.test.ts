import { eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, escalations } from '@/server/db/schema/index';
import { expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { monthStart } from './dates';
import { insertInstaller, monitoringCaller } from './test-kit';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let coordinator: User;
let inspector: User;
let outsider: User;
const T = 'default-tenant';
const today = todayInLondon();
const past = monthStart(today, -2);
const future = monthStart(today, 2);

const newUser = (email: string, role: User['role'], tenantId = T) =>
  createUser(database.db, { email, firstName: 'F', lastName: 'L', role, tenantId });

beforeAll(async () => {
  database = await openTestDatabase();
  await createTenant(database.db, 'other-tenant');
  coordinator = await newUser('cora@test.uk', 'COORDINATOR');
  inspector = await newUser('ivy@test.uk', 'INSPECTOR');
  outsider = await newUser('eve@test.uk', 'ADMIN', 'other-tenant');
});
afterAll(() => database.close());

describe('monitoring.escalations', () => {
  it('creates cases, filters them by priority and overdue, and counts each filter', async () => {
    const installer = await insertInstaller(database.db, { tenantId: T, name: 'Esc Ltd' });
    const caller = monitoringCaller(database.db, coordinator).escalations;
    const create = (priority: 'High' | 'Medium', dueDate: string, reason: string) =>
      caller.create({ installerId: installer.id, priority, reason, owner: 'Cora', dueDate });
    const overdueHigh = await create('High', past, 'Overdue high');
    await create('High', future, 'Future high');
    await create('Medium', '', 'No due date');
    const resolvedLate = await create('Medium', past, 'Resolved late');
    await caller.setStatus({ id: resolvedLate.id, status: 'Resolved' });
    await create('Medium', today, 'Due today');

    const all = await caller.list({ filter: 'all' });
    expect(all.counts).toEqual({ all: 5, high: 2, medium: 3, overdue: 1 });
    expect(all.items.at(-1)?.reason).toBe('Resolved late');
    expect(all.items[0]).toMatchObject({
      reason: 'Overdue high',
      installerName: 'Esc Ltd',
      isOverdue: true,
    });
    const reasons = async (filter: 'high' | 'medium' | 'overdue') =>
      (await caller.list({ filter })).items.map((i) => i.reason).sort();
    expect(await reasons('high')).toEqual(['Future high', 'Overdue high']);
    expect(await reasons('medium')).toEqual(['Due today', 'No due date', 'Resolved late']);
    expect(await reasons('overdue')).toEqual(['Overdue high']);
    expect(overdueHigh.status).toBe('Active');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, overdueHigh.id));
    expect(audit).toMatchObject({
      action: 'create',
      resource: 'escalation',
      userId: coordinator.id,
    });
  });

  it('sets resolved_at on Resolved and clears it on reopening', async () => {
    const installer = await insertInstaller(database.db, { tenantId: T });
    const caller = monitoringCaller(database.db, coordinator).escalations;
    const { id } = await caller.create({
      installerId: installer.id,
      priority: 'High',
      reason: 'x',
    });
    const read = async () =>
      (await database.db.select().from(escalations).where(eq(escalations.id, id)))[0];
    await caller.setStatus({ id, status: 'Under Review' });
    expect(await read()).toMatchObject({ status: 'Under Review', resolvedAt: null });
    await caller.setStatus({ id, status: 'Resolved' });
    expect((await read())?.resolvedAt).toBeInstanceOf(Date);
    await caller.setStatus({ id, status: 'Active' });
    expect(await read()).toMatchObject({ status: 'Active', resolvedAt: null });
  });

  it('validates input, refuses INSPECTORs and keeps tenants apart', async () => {
    const installer = await insertInstaller(database.db, { tenantId: T });
    const mine = monitoringCaller(database.db, coordinator).escalations;
    await expectBadRequest(
      mine.create({ installerId: installer.id, priority: 'High', reason: '   ' }),
      'Reason is required',
    );
    await expect(
      monitoringCaller(database.db, inspector).escalations.create({
        installerId: installer.id,
        priority: 'High',
        reason: 'x',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await monitoringCaller(database.db, inspector).escalations.list({})).counts.all,
    ).toBeGreaterThan(0);
    const theirs = monitoringCaller(database.db, outsider).escalations;
    await expect(
      theirs.create({ installerId: installer.id, priority: 'High', reason: 'x' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Installer not found.' });
    const { id } = await mine.create({ installerId: installer.id, priority: 'High', reason: 'x' });
    await expect(theirs.setStatus({ id, status: 'Resolved' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Escalation not found.',
    });
    expect((await theirs.list({})).items).toEqual([]);
  });
});

describe('monitoring.settings', () => {
  const saved = {
    volumeThreshold: 120,
    riskScoreThreshold: 6.5,
    reviewFrequency: 'Monthly' as const,
    notifyEmail: false,
    notifySms: true,
    notifyDashboard: true,
    autoApplyEnhanced: true,
  };

  it('reads the defaults before anything is saved', async () => {
    expect(await monitoringCaller(database.db, inspector).settings.get()).toEqual({
      volumeThreshold: 75,
      riskScoreThreshold: 7,
      reviewFrequency: 'Quarterly',
      notifyEmail: true,
      notifySms: false,
      notifyDashboard: true,
      autoApplyEnhanced: false,
    });
  });

  it('saves (and saves again) for the tenant only, with audit', async () => {
    const caller = monitoringCaller(database.db, coordinator).settings;
    expect(await caller.save(saved)).toEqual(saved);
    expect(await caller.save({ ...saved, volumeThreshold: 90 })).toMatchObject({
      volumeThreshold: 90,
    });
    expect(await monitoringCaller(database.db, inspector).settings.get()).toMatchObject({
      volumeThreshold: 90,
    });
    expect(await monitoringCaller(database.db, outsider).settings.get()).toMatchObject({
      volumeThreshold: 75,
    });
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'monitoring_settings'));
    expect(audits).toHaveLength(2);
  });

  it('refuses bad values with the form messages, and INSPECTORs', async () => {
    const caller = monitoringCaller(database.db, coordinator).settings;
    await expectBadRequest(
      caller.save({ ...saved, volumeThreshold: 0 }),
      'Volume threshold must be at least 1',
    );
    await expectBadRequest(
      caller.save({ ...saved, riskScoreThreshold: 11 }),
      'Risk score threshold must be between 0 and 10',
    );
    await expect(
      monitoringCaller(database.db, inspector).settings.save(saved),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this (monitoring:manage).',
    });
  });
});
