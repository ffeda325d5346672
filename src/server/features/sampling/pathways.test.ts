import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import {
  monitoringProposals,
  notifications,
  samplingPathwayAlerts,
} from '@/server/db/schema/index';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller } from '@/server/test-support/installers';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createUser, type User } from '@/server/test-support/users';
import { currentUkPeriod } from '@/shared/periods';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import { previousQuarter, quarterDays, quarterOf } from '@/shared/sampling/sampling';
import { seedSamplingCatalogue } from './catalogue-seed';
import { checkAllPathways, checkChangedInstallers } from './pathways-job';
import { lodgeMeasures } from './test-kit';

let database: Database;
let coordinator: User;
let admin: User;
let acmeId: string;
let boltId: string;
let boltPending: { id: string; version: number };
const current = quarterOf(currentUkPeriod('quarter').from);
const previous = previousQuarter(current);

/** Lodges measures and completes `passed` and `failed` of them. */
async function results(installerId: string, quarter: string, passed: number, failed: number) {
  const ids = await lodgeMeasures(database.db, {
    tenantId: T,
    installerId,
    workTypeCode: 'DW-101',
    schemeCode: 'ECO4',
    installedDate: quarterDays(quarter).from,
    count: passed + failed + 5,
  });
  for (const [i, id] of ids.slice(0, passed + failed).entries()) {
    const status = i < failed ? 'FAILED' : 'PASSED';
    await createInspection(database.db, {
      lodgedMeasureId: id,
      installerId,
      status,
      completedDate: quarterDays(quarter).from,
    });
  }
  return ids;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  coordinator = await createUser(db, { role: 'COORDINATOR' });
  admin = await createUser(db, { role: 'ADMIN' });
  await seedSamplingCatalogue(db, T);
  acmeId = (await createInstaller(db, { name: 'Acme Walls' })).id;
  boltId = (await createInstaller(db, { name: 'Bolt Cavity' })).id;
  // Acme: 2 of 10 failed last quarter (20%, Pathway B), 3 of 10 this quarter (30%, Pathway A).
  await results(acmeId, previous, 8, 2);
  await results(acmeId, current, 7, 3);
  // Bolt: 9 passed this quarter and one inspection still pending.
  const bolt = await results(boltId, current, 9, 0);
  const pending = await createInspection(db, {
    lodgedMeasureId: bolt[9]!,
    installerId: boltId,
    status: 'PENDING',
    createdBy: coordinator.id,
  });
  boltPending = { id: pending.id, version: pending.version };
  // Completing needs no signature here: the check after completion is what is tested.
  await callerFor(db, admin).settings.inspectionCompletion.save({ requireSignature: false });
}, 60_000);
afterAll(async () => {
  await database.close();
});

const pathwayNotes = (userId: string) =>
  database.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.event, 'sampling_pathway')))
    .orderBy(notifications.createdAt, notifications.title);

describe('sampling pathways', () => {
  it('notifies coordinators once per band reached, and escalates the second quarter', async () => {
    expect(await checkAllPathways(database.db, new Date())).toBe(2);
    const alerts = await callerFor(database.db, coordinator).sampling.pathways.forInstaller({
      installerId: acmeId,
    });
    expect(
      alerts.map((a) => [a.quarter, a.band, a.failed, a.achieved, a.failRatePercent, a.escalated]),
    ).toEqual([
      [current, 'Pathway A', 3, 10, 30, true],
      [previous, 'Pathway B', 2, 10, 20, false],
    ]);
    for (const user of [coordinator, admin]) {
      const notes = await pathwayNotes(user.id);
      expect(notes.map((n) => n.title).sort()).toEqual([
        'Escalation: Acme Walls, CWI in a pathway two quarters running',
        'Pathway B: Acme Walls, CWI',
      ]);
      expect(notes.find((n) => n.title.startsWith('Escalation'))!.message).toBe(
        `Pathway B in ${previous}, then Pathway A in ${current}: fail rate 30.0% (3 of 10 inspected measures failed) in ${current}, above 25%.`,
      );
    }
    // Run again: nothing new, nobody notified twice.
    expect(await checkAllPathways(database.db, new Date())).toBe(0);
    expect(await pathwayNotes(coordinator.id)).toHaveLength(2);
  });

  it('proposes enhanced monitoring with the reason, once', async () => {
    const proposals = await database.db
      .select({ reason: monitoringProposals.reason, status: monitoringProposals.status })
      .from(monitoringProposals)
      .where(eq(monitoringProposals.installerId, acmeId));
    expect(proposals).toHaveLength(1);
    expect(proposals[0]!.reason).toMatch(/^Sampling: Pathway (A|B) for CWI, fail rate/);
    const enhancedPage = await callerFor(database.db, coordinator).sampling.pathways.recent();
    expect(enhancedPage.map((a) => [a.installerName, a.band])).toEqual([
      ['Acme Walls', 'Pathway A'],
      ['Acme Walls', 'Pathway B'],
    ]);
  });
});

describe('sampling pathways after a completed inspection', () => {
  // The check moved from the status change's transaction to the pathway job that reads the
  // installers' recorded changes (every minute), so the test runs that job where it waited none.
  it('checks the installer when an inspection is completed, by the changes job', async () => {
    // Bolt's tenth measure fails: 1 of 10 is 10%, not above it; no band.
    await callerFor(database.db, coordinator).inspection.updateInspectionStatus({
      id: boltPending.id,
      status: 'FAILED',
      completedDate: quarterDays(current).from,
      expectedVersion: boltPending.version,
    });
    expect(await checkChangedInstallers(database.db, new Date())).toBe(0);
    const none = await database.db
      .select()
      .from(samplingPathwayAlerts)
      .where(eq(samplingPathwayAlerts.installerId, boltId));
    expect(none).toEqual([]);
    // A second failure (2 of 11, 18.2%) reaches Pathway B at the next run of the changes job,
    // without the whole-tenant job.
    const [extra] = await lodgeMeasures(database.db, {
      tenantId: T,
      installerId: boltId,
      workTypeCode: 'DW-101',
      schemeCode: 'ECO4',
      installedDate: quarterDays(current).from,
      count: 1,
    });
    const second = await createInspection(database.db, {
      lodgedMeasureId: extra!,
      installerId: boltId,
      status: 'PENDING',
      createdBy: coordinator.id,
    });
    await callerFor(database.db, coordinator).inspection.updateInspectionStatus({
      id: second.id,
      status: 'FAILED',
      completedDate: quarterDays(current).from,
      expectedVersion: second.version,
    });
    expect(await checkChangedInstallers(database.db, new Date())).toBe(1);
    // Taken: the next run finds nothing to check.
    expect(await checkChangedInstallers(database.db, new Date())).toBe(0);
    const alerts = await callerFor(database.db, admin).sampling.pathways.forInstaller({
      installerId: boltId,
    });
    expect(alerts.map((a) => [a.band, a.failed, a.achieved, a.escalated])).toEqual([
      ['Pathway B', 2, 11, false],
    ]);
    expect((await pathwayNotes(coordinator.id)).map((n) => n.title)).toContain(
      'Pathway B: Bolt Cavity, CWI',
    );
  });
});
