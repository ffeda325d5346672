import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '@/shared/format';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { escalations, installerActivities, monitoringProposals } from '@/server/db/schema/index';
import { openTestDatabase } from '@/server/test-support/test-database';
import { monthStart } from './dates';
import { insertInstaller, monitoringCaller } from './test-kit';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let inspector: User;
let outsider: User;
let emptyTenantAdmin: User;
const T = 'default-tenant';
const today = todayInLondon();
const DAY = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createTenant(db, 'other-tenant');
  await createTenant(db, 'empty-tenant');
  inspector = await createUser(db, { firstName: 'Ivy', lastName: 'Inspector' });
  outsider = await createUser(db, { role: 'ADMIN', tenantId: 'other-tenant' });
  emptyTenantAdmin = await createUser(db, { role: 'ADMIN', tenantId: 'empty-tenant' });
  const enhanced = { tenantId: T, monitoringType: 'Enhanced' as const };
  const a = await insertInstaller(db, {
    ...enhanced,
    name: 'Acme Walls',
    qmpCertNumber: 'QMP-777',
    riskScore: 9,
    complianceRate: 50,
    monitoringStartDate: monthStart(today),
    monitoringReason: 'Red gradings',
    nextDueDate: '2000-01-01',
  });
  const b = await insertInstaller(db, {
    ...enhanced,
    name: 'Bright Lofts',
    riskScore: 6,
    complianceRate: 71,
    monitoringStartDate: monthStart(today, -1),
  });
  await insertInstaller(db, {
    ...enhanced,
    name: 'Cosy Homes',
    status: 'Suspended',
    riskScore: 2,
    complianceRate: null,
    monitoringStartDate: monthStart(today),
  });
  const d = await insertInstaller(db, { tenantId: T, name: 'Dales Heat', riskScore: 8 });
  const e = await insertInstaller(db, { tenantId: T, name: 'Eco Cavity', riskScore: 3.9 });
  await insertInstaller(db, {
    tenantId: T,
    riskScore: 7.9,
    monitoringStartDate: monthStart(today),
  });
  await insertInstaller(db, { tenantId: T, riskScore: 4 });
  const opened = new Date('2026-01-10T09:00:00Z');
  await db.insert(escalations).values([
    { tenantId: T, installerId: a.id, priority: 'High', status: 'Active', reason: 'r' },
    { tenantId: T, installerId: a.id, priority: 'Medium', status: 'Under Review', reason: 'r' },
    { tenantId: T, installerId: e.id, priority: 'Medium', status: 'Under Review', reason: 'r' },
    {
      tenantId: T,
      installerId: b.id,
      priority: 'High',
      status: 'Resolved',
      reason: 'r',
      openedAt: opened,
      resolvedAt: new Date(opened.getTime() + 5 * DAY),
    },
    {
      tenantId: T,
      installerId: d.id,
      priority: 'High',
      status: 'Resolved',
      reason: 'r',
      openedAt: opened,
      resolvedAt: new Date(opened.getTime() + 2 * DAY),
    },
  ]);
  await db.insert(monitoringProposals).values([
    { tenantId: T, installerId: d.id, reason: 'Risk score 8 is at or above 7' },
    { tenantId: T, installerId: e.id, reason: 'old', status: 'dismissed' },
  ]);
  const base = Date.parse('2026-06-01T09:00:00Z');
  await db.insert(installerActivities).values([
    ...Array.from({ length: 12 }, (_, i) => ({
      tenantId: T,
      installerId: a.id,
      type: 'status_change' as const,
      title: `Change ${i}`,
      createdAt: new Date(base + i * 60_000),
    })),
    {
      tenantId: T,
      installerId: a.id,
      type: 'note',
      title: 'A note',
      createdAt: new Date(base + DAY),
    },
  ]);
  const theirs = await insertInstaller(db, {
    tenantId: 'other-tenant',
    monitoringType: 'Enhanced',
    riskScore: 9.5,
    complianceRate: 10,
    monitoringStartDate: monthStart(today),
  });
  await db.insert(escalations).values({
    tenantId: 'other-tenant',
    installerId: theirs.id,
    priority: 'High',
    reason: 'theirs',
  });
  await db
    .insert(monitoringProposals)
    .values({ tenantId: 'other-tenant', installerId: theirs.id, reason: 'theirs' });
});
afterAll(() => database.close());

describe('monitoring.overview', () => {
  it('computes every figure from the tenant data', async () => {
    const overview = await monitoringCaller(database.db, inspector).overview();
    expect(overview).toMatchObject({
      totalEnhanced: 3,
      activeMonitoring: 2,
      escalated: 2,
      complianceRate: 60.5,
      riskDistribution: { high: 2, medium: 3, low: 2 },
      averageResolutionDays: 3.5,
      monthlyGrowth: { thisMonth: 2, lastMonth: 1, change: 1 },
      pendingReviews: 1,
    });
  });

  it('lists the latest ten status changes across the tenant with installer names', async () => {
    const { recentActivity } = await monitoringCaller(database.db, inspector).overview();
    expect(recentActivity).toHaveLength(10);
    expect(recentActivity.map((a) => a.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Change ${11 - i}`),
    );
    expect(recentActivity[0]).toMatchObject({ installerName: 'Acme Walls' });
  });

  it('keeps tenants apart and reports no averages without data', async () => {
    const theirs = await monitoringCaller(database.db, outsider).overview();
    expect(theirs).toMatchObject({
      totalEnhanced: 1,
      escalated: 1,
      complianceRate: 10,
      pendingReviews: 1,
      riskDistribution: { high: 1, medium: 0, low: 0 },
      averageResolutionDays: null,
      recentActivity: [],
    });
    const empty = await monitoringCaller(database.db, emptyTenantAdmin).overview();
    expect(empty).toMatchObject({ totalEnhanced: 0, complianceRate: null, escalated: 0 });
  });
});

describe('monitoring.enhancedInstallers', () => {
  it('lists Enhanced installers riskiest first with their monitoring details', async () => {
    const list = await monitoringCaller(database.db, inspector).enhancedInstallers({});
    expect(list.items.map((i) => i.name)).toEqual(['Acme Walls', 'Bright Lofts', 'Cosy Homes']);
    expect(list.items[0]).toMatchObject({
      riskScore: 9,
      complianceRate: 50,
      monitoringStartDate: monthStart(today),
      monitoringReason: 'Red gradings',
      openEscalations: 2,
      isOverdue: true,
    });
    expect(list.pagination).toEqual({ page: 1, limit: 25, total: 3, pages: 1 });
  });

  it('searches by name or QMP number and pages', async () => {
    const caller = monitoringCaller(database.db, inspector);
    expect((await caller.enhancedInstallers({ search: 'qmp-777' })).items).toHaveLength(1);
    expect((await caller.enhancedInstallers({ search: 'lofts' })).items[0]?.name).toBe(
      'Bright Lofts',
    );
    expect((await caller.enhancedInstallers({ search: '%' })).items).toEqual([]);
    const page2 = await caller.enhancedInstallers({ limit: 2, page: 2 });
    expect(page2.items.map((i) => i.name)).toEqual(['Cosy Homes']);
    expect(page2.pagination.pages).toBe(2);
  });
});
