import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { buildWizardForm } from '@/server/db/inspection-factories';
import { inspections, installers } from '@/server/db/schema/index';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { installerSeverityCounts } from '../monitoring/installer-severity';
import { notifyMissedRemediation } from './missed-job';

/**
 * Issue 16 points 6 and 7 on a real database: the severity and risk scores
 * count the checklist's failed answers with their severities, a defect raised
 * on its own page as a failed item, never a defect an answer opened twice, and
 * the missed remediation deadlines of the answers.
 */
const HOUR = 3_600_000;
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = dateOnly(Date.now());

let database: Database;
let coordinator: User;
let inspector: User;
let inspection: { id: string; installerId: string };

const yearOf = async (at = new Date()) =>
  (
    await installerSeverityCounts(
      database.db,
      coordinator.tenantId,
      inspection.installerId,
      { year: { from: dateOnly(at.getTime() - 365 * 24 * HOUR), to: dateOnly(at.getTime()) } },
      at,
    )
  ).year;

const storedInstaller = async () => {
  const [row] = await database.db
    .select({
      severityScore: installers.severityScore,
      riskScore: installers.riskScore,
      figuresUpdatedAt: installers.figuresUpdatedAt,
    })
    .from(installers)
    .where(eq(installers.id, inspection.installerId));
  return row!;
};

beforeAll(async () => {
  database = await openTestDatabase();
  ({ coordinator, inspector } = await createStaff(database));
  // A failed EWI inspection completed today whose wizard failed two questions
  // (weatherproof render EWI.3, detailing and seals EWI.5), by an installer of its own.
  const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
    source: 'COMPLETED_WIZARD',
    form: buildWizardForm('completed', {
      completedDate: today,
      installerName: 'Calder Render Co',
      installerCompany: 'Calder Render Co Ltd',
      installerEmail: 'office@calderrender.co.uk',
      qmpCert: 'QMP-90412',
    }),
  });
  const [row] = await database.db
    .select({ installerId: inspections.installerId })
    .from(inspections)
    .where(eq(inspections.id, created.id));
  inspection = { id: created.id, installerId: row!.installerId! };
}, 60_000);
afterAll(() => database.close());

describe("the installer's severity and risk from checklist answers", () => {
  it('counts each wizard Fail not yet classified as a Minor failed item', async () => {
    expect(await yearOf()).toEqual({ cat1: 0, major: 0, minor: 2, missedDeadlines: 0 });
    // Registration refreshed the figures after the checklist existed: 100 x (2 / 1) / 6.
    expect((await storedInstaller()).severityScore).toBe(33.3);
  });

  it('counts a Category 1 answer once (not again as the defect it opens) and flags the installer high risk', async () => {
    const before = await storedInstaller();
    expect(before.riskScore).toBeLessThan(8);
    await callerFor(database.db, inspector).checklists.answer({
      inspectionId: inspection.id,
      itemId: 'EWI.3',
      answer: 'Fail',
      severity: 'Category 1',
      comment: 'Render bridging the DPC',
    });
    expect(await yearOf()).toEqual({ cat1: 1, major: 0, minor: 1, missedDeadlines: 0 });
    // The answer refreshed the installer: 100 x ((6 + 1) / 1) / 6, and a recent Category 1 floors the risk at 8.
    const after = await storedInstaller();
    expect(after.severityScore).toBe(116.7);
    expect(after.riskScore).toBeGreaterThanOrEqual(8);
  });

  it('counts a defect raised on its own page by its severity', async () => {
    await callerFor(database.db, coordinator).defects.create({
      inspectionId: inspection.id,
      title: 'Scaffold left on site',
      description: 'Scaffold still standing two weeks after completion',
      severity: 'high',
      category: 'installation',
      location: '',
      dueDate: '',
    });
    expect(await yearOf()).toEqual({ cat1: 1, major: 1, minor: 1, missedDeadlines: 0 });
  });

  it('a Pass replaces a Fail in the counts', async () => {
    await callerFor(database.db, inspector).checklists.answer({
      inspectionId: inspection.id,
      itemId: 'EWI.5',
      answer: 'Pass',
    });
    expect(await yearOf()).toEqual({ cat1: 1, major: 1, minor: 0, missedDeadlines: 0 });
  });

  it('counts a missed remediation deadline against the installer when the job finds it', async () => {
    // 25 hours on, the Category 1 item's 24-hour deadline has passed unaccepted.
    const later = new Date(Date.now() + 25 * HOUR);
    expect((await yearOf(later)).missedDeadlines).toBe(1);
    const { missed } = await notifyMissedRemediation(database.db, later);
    expect(missed).toBe(1);
    expect((await storedInstaller()).figuresUpdatedAt).toEqual(later);
  });

  it('keeps the counts to the tenant', async () => {
    expect(
      (
        await installerSeverityCounts(database.db, 'other-tenant', inspection.installerId, {
          year: { from: dateOnly(Date.now() - 365 * 24 * HOUR), to: today },
        })
      ).year,
    ).toEqual({ cat1: 0, major: 0, minor: 0, missedDeadlines: 0 });
  });
});
