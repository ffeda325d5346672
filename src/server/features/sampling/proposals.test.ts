import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { auditLog, inspections, samplingDraws, samplingRules } from '@/server/db/schema/index';
import { createInstaller } from '@/server/test-support/installers';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant, createUser, type User } from '@/server/test-support/users';
import { forbiddenMessage } from '@/server/trpc/requirement';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import { DEFAULT_SAMPLING_RULES } from '@/shared/sampling/rules';
import { seedSamplingCatalogue } from './catalogue-seed';
import { lodgeMeasures } from './test-kit';

let database: Database;
let coordinator: User;
let inspector: User;
let otherCoordinator: User;
let riskyCavity: string[];
const Q = '2026-Q1';

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createTenant(db, 'other-tenant');
  coordinator = await createUser(db, { role: 'COORDINATOR' });
  inspector = await createUser(db, { role: 'INSPECTOR' });
  otherCoordinator = await createUser(db, { role: 'COORDINATOR', tenantId: 'other-tenant' });
  await seedSamplingCatalogue(db, T);
  const risky = await createInstaller(db, { name: 'Risky Walls', riskScore: 8 });
  const steady = await createInstaller(db, { name: 'Steady Lofts', riskScore: 0 });
  const lodge = (installerId: string, workTypeCode: string, count: number, date: string) =>
    lodgeMeasures(db, {
      tenantId: T,
      installerId,
      workTypeCode,
      schemeCode: 'ECO4',
      installedDate: date,
      count,
    });
  // Small installers (under 100 measures): 10% of 60 is 6, of 40 is 4.
  riskyCavity = await lodge(risky.id, 'DW-101', 60, '2026-02-02');
  await lodge(steady.id, 'DW-143', 40, '2026-03-03');
}, 60_000);
afterAll(async () => {
  await database.close();
});

const as = (user: User) => callerFor(database.db, user).sampling.proposals;
const list = () => as(coordinator).list({ quarter: Q });
const proposedIds = async () =>
  (await list()).groups.map((g) => ({
    group: `${g.installerName} ${g.measureCategory}`,
    ids: g.proposals.map((p) => p.id),
  }));
const setSeed = (seed: number) =>
  database.db
    .update(samplingDraws)
    .set({ seed })
    .where(and(eq(samplingDraws.tenantId, T), eq(samplingDraws.quarter, Q)));
async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const auditOf = (action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, T), eq(auditLog.action, action)));

describe('sampling.proposals draws', () => {
  it('proposes nothing until the quarter has a seed', async () => {
    const result = await list();
    expect(result.draw).toBeNull();
    expect(result.groups.map((g) => [g.installerName, g.toPropose, g.proposals.length])).toEqual([
      ['Risky Walls', 6, 0],
      ['Steady Lofts', 4, 0],
    ]);
  });

  it('draws the outstanding part of each row, each proposal with its weights', async () => {
    const drawn = await as(coordinator).draw({ quarter: Q });
    expect(drawn.redrawn).toBe(false);
    const result = await list();
    expect(result.draw?.seed).toBe(drawn.seed);
    expect(result.groups.map((g) => g.proposals.length)).toEqual([6, 4]);
    const [first] = result.groups[0]!.proposals;
    expect(first!.weights.installerRisk).toEqual({
      factor: 1.8,
      label: 'Installer risk score 8.0',
    });
    expect(first!.weights.propertyAge).toEqual({
      factor: 1,
      label: 'Property age not recorded',
      known: false,
    });
    // The installer's first five measures ever lodged (same day, so by id) weigh double.
    const firstJobs = new Set(riskyCavity.slice().sort().slice(0, 5));
    for (const p of result.groups[0]!.proposals) {
      expect(p.weights.firstJob.factor).toBe(firstJobs.has(p.id) ? 2 : 1);
      expect(p.weights.total).toBe(firstJobs.has(p.id) ? 3.6 : 1.8);
    }
    expect(await auditOf('draw')).toHaveLength(1);
  });

  it('gives the same proposals for the same seed and different ones for another', async () => {
    await setSeed(12345);
    const a = await proposedIds();
    expect(await proposedIds()).toEqual(a);
    await setSeed(67890);
    const b = await proposedIds();
    expect(b).not.toEqual(a);
    await setSeed(12345);
    expect(await proposedIds()).toEqual(a);
  });

  it('re-draws with a new seed, audited with the seed it replaced', async () => {
    const before = (await list()).draw!.seed;
    const redrawn = await as(coordinator).draw({ quarter: Q });
    expect(redrawn.redrawn).toBe(true);
    expect(redrawn.seed).not.toBe(before);
    const [row] = await auditOf('redraw');
    expect(row!.details).toMatchObject({ quarter: Q, seed: redrawn.seed, previousSeed: before });
  });
});

describe('sampling.proposals.accept', () => {
  it('accepts proposals in bulk as pending inspections linked to their measures', async () => {
    const before = await list();
    const chosen = before.groups[0]!.proposals.slice(0, 3);
    const { accepted } = await as(coordinator).accept({
      quarter: Q,
      measureIds: chosen.map((p) => p.id),
    });
    expect(accepted).toHaveLength(3);
    const rows = await database.db.select().from(inspections).where(eq(inspections.tenantId, T));
    const created = rows.filter((r) => chosen.some((p) => p.id === r.lodgedMeasureId));
    expect(created).toHaveLength(3);
    for (const row of created) {
      const measure = chosen.find((p) => p.id === row.lodgedMeasureId)!;
      expect(row).toMatchObject({
        status: 'PENDING',
        source: 'SAMPLING',
        trigger: 'QUALITY_ASSURANCE',
        measureCode: 'CWI',
        addressLine1: measure.addressLine1,
        addressPostcode: measure.postcode,
        installerName: 'Risky Walls',
        scheduledDate: null,
      });
    }
    const queue = await callerFor(database.db, coordinator).inspection.getPendingInspections({
      search: created[0]!.reference,
    });
    expect(queue.inspections.map((i) => i.reference)).toEqual([created[0]!.reference]);
    const audits = await auditOf('accept');
    expect(audits.map((a) => a.resourceId).sort()).toEqual(chosen.map((p) => p.id).sort());
    expect(audits[0]!.details).toMatchObject({ quarter: Q });
    expect(audits[0]!.details).toHaveProperty('weights.total');
    // Three now await their visit: three more are proposed, none of those accepted.
    const after = (await list()).groups[0]!;
    expect([after.awaiting, after.toPropose, after.proposals.length]).toEqual([3, 3, 3]);
    expect(after.proposals.some((p) => chosen.some((c) => c.id === p.id))).toBe(false);
  });

  it('refuses a measure that is not proposed, or already accepted', async () => {
    const proposed = (await proposedIds()).flatMap((g) => g.ids);
    const notProposed = riskyCavity.find((id) => !proposed.includes(id))!;
    const accepted = (await auditOf('accept'))[0]!.resourceId!;
    for (const measureId of [notProposed, accepted]) {
      await expect(
        as(coordinator).accept({ quarter: Q, measureIds: [measureId] }),
      ).rejects.toMatchObject({
        code: 'CONFLICT',
        message:
          'Some of these measures are no longer proposed (accepted, skipped or re-drawn by someone else). Refresh the proposals and try again.',
      });
    }
  });
});

describe('sampling.proposals.skip and access', () => {
  it('skips a proposal only with a reason, audited, and proposes the next measure', async () => {
    const group = (await list()).groups[1]!;
    const target = group.proposals[0]!;
    const noReason = await refusal(
      as(coordinator).skip({ quarter: Q, measureId: target.id, reason: '   ' }),
    );
    expect(noReason.code).toBe('BAD_REQUEST');
    expect(noReason.message).toContain('Give a reason for skipping this measure');
    await as(coordinator).skip({ quarter: Q, measureId: target.id, reason: 'Property demolished' });
    const after = await list();
    expect(after.skipped).toMatchObject([{ measureId: target.id, reason: 'Property demolished' }]);
    const steady = after.groups[1]!;
    expect(steady.proposals).toHaveLength(4);
    expect(steady.proposals.map((p) => p.id)).not.toContain(target.id);
    // The others stay: each measure keeps its key when another leaves the draw.
    for (const p of group.proposals.slice(1))
      expect(steady.proposals.map((x) => x.id)).toContain(p.id);
    const [audit] = await auditOf('skip');
    expect(audit).toMatchObject({
      resourceId: target.id,
      details: { reason: 'Property demolished', quarter: Q },
    });
  });

  it('lets coordinators manage proposals, not inspectors, and keeps tenants apart', async () => {
    await expect(as(inspector).list({ quarter: Q })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: forbiddenMessage('sampling:view'),
    });
    const theirs = await as(otherCoordinator).list({ quarter: Q });
    expect([theirs.draw, theirs.groups, theirs.skipped]).toEqual([null, [], []]);
    const measureId = riskyCavity[0]!;
    await expect(
      as(otherCoordinator).skip({ quarter: Q, measureId, reason: 'Not ours' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});

describe('sampling.proposals category weights', () => {
  it('lets administrators weigh a category, audited, and the draw shows it', async () => {
    const admin = await createUser(database.db, { role: 'ADMIN' });
    await expect(
      as(coordinator).setCategoryWeight({ measureCategory: 'CWI', weight: 1.5 }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: forbiddenMessage('sampling:edit_rules'),
    });
    const tooHeavy = await refusal(
      as(admin).setCategoryWeight({ measureCategory: 'CWI', weight: 11 }),
    );
    expect(tooHeavy.message).toContain('Weight must be between 0.1 and 10');
    await as(admin).setCategoryWeight({ measureCategory: 'CWI', weight: 1.5 });
    expect(await as(coordinator).categoryWeights()).toContainEqual({
      measureCategory: 'CWI',
      weight: 1.5,
    });
    const [risky] = (await list()).groups;
    expect(risky!.proposals[0]!.weights.category).toEqual({
      factor: 1.5,
      label: 'Category risk weight',
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, T), eq(auditLog.resource, 'sampling_category_weight')));
    expect(audit!.details).toEqual({ weight: 1.5, previousWeight: 1 });
  });
});

describe('sampling.proposals first jobs', () => {
  it("weighs as many of an installer's first measures as the rules in force say", async () => {
    // A version for the quarter with ten first jobs (past quarters are set in the database).
    await database.db.insert(samplingRules).values({
      tenantId: T,
      effectiveFrom: '2026-01-01',
      baseRateBp: 500,
      enhancedRateBp: 1000,
      failRateBands: DEFAULT_SAMPLING_RULES.failRateBands,
      smallInstallerThreshold: 100,
      smallInstallerRateBp: 1000,
      inspectionStage: 'post',
      firstJobsCount: 10,
    });
    const firstJobs = new Set(riskyCavity.slice().sort().slice(0, 10));
    const [risky] = (await list()).groups;
    expect(risky!.proposals.length).toBeGreaterThan(0);
    for (const p of risky!.proposals)
      expect(p.weights.firstJob).toEqual(
        firstJobs.has(p.id)
          ? { factor: 2, label: "One of the installer's first 10 jobs" }
          : { factor: 1, label: 'Not a first job' },
      );
  });
});
