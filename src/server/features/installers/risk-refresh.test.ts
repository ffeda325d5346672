import { Faker, en } from '@faker-js/faker';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionStatus } from '@/shared/inspections/statuses';
import type { DefectSeverity } from '@/shared/defects/catalogue';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { buildInspectionRow } from '@/server/db/inspection-factories';
import { defects, inspections, installers, monitoringProposals } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { openTestDatabase } from '@/server/test-support/test-database';
import { recomputeInstallersFigures } from '../monitoring/installer-figures';
import { installerSeverityCounts } from '../monitoring/installer-severity';
import { refreshInstaller, refreshInstallers } from './refresh';

/**
 * Issue 16 point 6 on a real database: the refresh reads results and the
 * severity counts (here defects raised on their own) and stores the severity score, the fail
 * rate and the recalibrated risk score of a constructed installer.
 */
const T = 'default-tenant';
const DAY = 86_400_000;
const now = new Date();
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
const dateAgo = (n: number) => daysAgo(n).toISOString().slice(0, 10);

let database: Database;
let actor: Actor;
let installerId: string;
let counter = 0;
const faker = new Faker({ locale: [en], seed: 7 });

async function addInspection(status: InspectionStatus, ageDays: number) {
  counter += 1;
  const row = buildInspectionRow(faker, {
    tenantId: T,
    reference: `INS-RISK-${counter}`,
    createdAt: daysAgo(ageDays + 5),
    installers: [{ id: installerId, name: 'Risky Retrofit Ltd' }],
    inspectors: ['Tom Hughes'],
    now,
  });
  const [inserted] = await database.db
    .insert(inspections)
    .values({
      ...row,
      status,
      completedDate: status === 'PASSED' || status === 'FAILED' ? dateAgo(ageDays) : null,
      scheduledDate: dateAgo(ageDays),
      ewiGrading: null,
      answers: {},
    })
    .returning({ id: inspections.id });
  return inserted!.id;
}

async function addDefect(
  inspectionId: string,
  severity: DefectSeverity,
  due: Date,
  resolvedAt: Date | null = null,
) {
  counter += 1;
  await database.db.insert(defects).values({
    tenantId: T,
    reference: `DEF-RISK-${counter}`,
    inspectionId,
    installerId,
    title: `Defect ${counter}`,
    description: 'Found on inspection',
    severity,
    category: 'quality',
    status: resolvedAt ? 'resolved' : 'open',
    dueDate: due,
    resolvedAt,
  });
}

async function stored() {
  const [row] = await database.db
    .select({
      riskScore: installers.riskScore,
      severityScore: installers.severityScore,
      failRate: installers.failRate,
      complianceRate: installers.complianceRate,
    })
    .from(installers)
    .where(eq(installers.id, installerId));
  return row!;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const admin = await createUser(database.db, { firstName: 'Ada', lastName: 'Min', role: 'ADMIN' });
  actor = {
    db: database.db,
    tenantId: T,
    ip: '203.0.113.5',
    user: { ...admin, name: 'Ada Min' },
  };
  const [row] = await database.db
    .insert(installers)
    .values({ tenantId: T, name: 'Risky Retrofit Ltd' })
    .returning({ id: installers.id });
  installerId = row!.id;
}, 60_000);
afterAll(() => database.close());

describe('the installer refresh on a real database', () => {
  let recentFailure: string;

  it('stores the severity score, the fail rate and the risk score of a constructed record', async () => {
    // Last 12 months: 7 passed, 2 failed, 1 requiring follow-up = 10 measures audited, 20% failed.
    for (let i = 0; i < 7; i++) await addInspection('PASSED', 10 + i * 40);
    const olderFailure = await addInspection('FAILED', 200);
    recentFailure = await addInspection('FAILED', 30);
    const followUp = await addInspection('REQUIRES_FOLLOW_UP', 60);
    // Outside the period or not results: ignored.
    const yearOld = await addInspection('FAILED', 400);
    await addInspection('CANCELLED', 20);
    await addInspection('PENDING', 0);

    // Category 1 (not recent) and a Minor on the older failure, both met in time.
    await addDefect(olderFailure, 'critical', daysAgo(199), daysAgo(199.5));
    await addDefect(olderFailure, 'low', daysAgo(150), daysAgo(160));
    // A Major on the follow-up, remediated after its deadline: one missed deadline.
    await addDefect(followUp, 'high', daysAgo(50), daysAgo(40));
    // The recent failure has no defect and no checklist answer: one Minor.
    await addDefect(yearOld, 'critical', daysAgo(390));

    expect(
      await installerSeverityCounts(database.db, T, installerId, {
        year: { from: dateAgo(365), to: dateAgo(0) },
      }),
    ).toEqual({ year: { cat1: 1, major: 1, minor: 2, missedDeadlines: 1 } });

    await database.db.transaction((tx) => refreshInstaller(tx, actor, installerId));
    // severity 100 x ((6 + 3 + 2) / 10) / 6 = 18.3; risk (10 x 7.33 + 3 x 2) / 13 + 0.5 = 6.6
    expect(await stored()).toEqual({
      severityScore: 18.3,
      failRate: 20,
      riskScore: 6.6,
      complianceRate: 64, // 7 of 11 results, all time
    });
    const proposals = await database.db
      .select()
      .from(monitoringProposals)
      .where(eq(monitoringProposals.installerId, installerId));
    expect(proposals).toHaveLength(0); // below the default threshold of 7
  });

  it('a recent Category 1 makes it high risk and proposes Enhanced monitoring', async () => {
    await addDefect(recentFailure, 'critical', new Date(now.getTime() + DAY));
    await database.db.transaction((tx) => refreshInstaller(tx, actor, installerId));
    // The recent failure now has its defect: Cat1 2, Major 1, Minor 1 -> 100 x (16 / 10) / 6.
    expect(await stored()).toMatchObject({ severityScore: 26.7, failRate: 20, riskScore: 8 });
    const proposals = await database.db
      .select()
      .from(monitoringProposals)
      .where(
        and(
          eq(monitoringProposals.installerId, installerId),
          eq(monitoringProposals.status, 'pending'),
        ),
      );
    expect(proposals).toHaveLength(1);
    expect(proposals[0]!.reason).toContain('risk score 8.0');
  });

  it('refreshes many installers at once exactly as it refreshes each alone (an import)', async () => {
    const [second] = await database.db
      .insert(installers)
      .values({ tenantId: T, name: 'Second Installer Ltd' })
      .returning({ id: installers.id });
    const first = installerId;
    installerId = second!.id;
    await addInspection('PASSED', 10);
    await addInspection('FAILED', 20);
    await addInspection('PENDING', 0);
    installerId = first;
    await createTenant(database.db, 'risk-other-tenant');
    const [elsewhere] = await database.db
      .insert(installers)
      .values({ tenantId: 'risk-other-tenant', name: 'Other Tenant Ltd' })
      .returning({ id: installers.id });
    const figuresOf = async (id: string) => {
      const [row] = await database.db.select().from(installers).where(eq(installers.id, id));
      const { figuresUpdatedAt: _at, updatedAt: _updated, ...rest } = row!;
      return rest;
    };
    await database.db.transaction(async (tx) => {
      await refreshInstaller(tx, actor, first);
      await refreshInstaller(tx, actor, second!.id);
    });
    const alone = [await figuresOf(first), await figuresOf(second!.id)];
    expect(alone[1]).toMatchObject({ totalInspections: 3, passCount: 1, failCount: 1 });
    const untouched = await figuresOf(elsewhere!.id);
    // Stale figures on both, then one refresh for all (and an id of another tenant).
    await database.db
      .update(installers)
      .set({ totalInspections: 999, passCount: 0, riskScore: 0, complianceRate: null })
      .where(eq(installers.tenantId, T));
    await database.db.transaction((tx) =>
      refreshInstallers(tx, actor, [first, second!.id, elsewhere!.id, first]),
    );
    expect([await figuresOf(first), await figuresOf(second!.id)]).toEqual(alone);
    expect(await figuresOf(elsewhere!.id)).toEqual(untouched);
    // The same when the installers are taken in passes of fewer inspections (one each here).
    await database.db
      .update(installers)
      .set({ totalInspections: 999, passCount: 0, riskScore: 0, complianceRate: null })
      .where(eq(installers.tenantId, T));
    const figures = await database.db.transaction((tx) =>
      recomputeInstallersFigures(tx, T, [second!.id, first], now, 1),
    );
    expect([...figures.keys()].sort()).toEqual([first, second!.id].sort());
    expect([await figuresOf(first), await figuresOf(second!.id)]).toEqual(alone);
    const proposals = await database.db
      .select()
      .from(monitoringProposals)
      .where(eq(monitoringProposals.installerId, first));
    expect(proposals).toHaveLength(1); // proposed once, not again
  });

  it('keeps counts to the tenant', async () => {
    expect(
      await installerSeverityCounts(database.db, 'other-tenant', installerId, {
        year: { from: dateAgo(365), to: dateAgo(0) },
      }),
    ).toEqual({ year: { cat1: 0, major: 0, minor: 0, missedDeadlines: 0 } });
  });
});
