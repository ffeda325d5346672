import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { auditLog } from '@/server/db/schema/index';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant, createUser, type User } from '@/server/test-support/users';
import { forbiddenMessage } from '@/server/trpc/requirement';
import { addCalendarDays, currentUkPeriod } from '@/shared/periods';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import { DEFAULT_SAMPLING_RULES, type SamplingRulesInput } from '@/shared/sampling/rules';
import { previousQuarter, quarterDays, quarterOf } from '@/shared/sampling/sampling';
import { seedSamplingCatalogue } from './catalogue-seed';

let database: Database;
let admin: User;
let coordinator: User;
let otherAdmin: User;
const thisQuarter = currentUkPeriod('quarter');
const nextQuarterStart = addCalendarDays(thisQuarter.to, 1);
const raised: SamplingRulesInput = {
  ...DEFAULT_SAMPLING_RULES,
  effectiveFrom: nextQuarterStart,
  baseRatePercent: 7.5,
  firstJobsCount: 3,
  failRateBands: [
    { name: 'Pathway A', aboveFailRatePercent: 25, ratePercent: 30 },
    { name: 'Pathway B', aboveFailRatePercent: 10, ratePercent: 15 },
  ],
};

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createTenant(db, 'other-tenant');
  admin = await createUser(db, { role: 'ADMIN', firstName: 'Ada', lastName: 'Admin' });
  coordinator = await createUser(db, { role: 'COORDINATOR' });
  otherAdmin = await createUser(db, { role: 'ADMIN', tenantId: 'other-tenant' });
  await seedSamplingCatalogue(db, T);
}, 60_000);
afterAll(async () => {
  await database.close();
});

/** The tRPC error a refused call ends with. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the call was not refused');
}

describe('sampling.rules', () => {
  it('gives a tenant without a version of its own the defaults', async () => {
    const current = await callerFor(database.db, otherAdmin).sampling.rules.current();
    expect(current.quarter).toBe(quarterOf(thisQuarter.from));
    expect(current.rules).toMatchObject({ id: null, baseRatePercent: 5, minimumPerGroup: 1 });
    expect(await callerFor(database.db, otherAdmin).sampling.rules.list()).toEqual([]);
  });

  it('starts a new version from the next quarter, audited, and leaves this quarter alone', async () => {
    const created = await callerFor(database.db, admin).sampling.rules.create(raised);
    expect(created).toMatchObject({
      effectiveFrom: nextQuarterStart,
      baseRatePercent: 7.5,
      firstJobsCount: 3,
      createdByName: 'Ada Admin',
    });
    // Bands are kept in threshold order whatever order they were given in.
    expect(created.failRateBands.map((b) => b.name)).toEqual(['Pathway B', 'Pathway A']);
    const caller = callerFor(database.db, coordinator);
    expect((await caller.sampling.rules.current()).rules.baseRatePercent).toBe(5);
    const next = await caller.sampling.rules.current({ quarter: quarterOf(nextQuarterStart) });
    expect(next.rules).toMatchObject({ id: created.id, baseRatePercent: 7.5 });
    expect((await caller.sampling.rules.list()).map((v) => v.baseRatePercent)).toEqual([5, 7.5]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'sampling_rules'), eq(auditLog.resourceId, created.id!)));
    expect(audit).toMatchObject({ tenantId: T, userId: admin.id, action: 'create' });
    expect(audit!.details).toMatchObject({
      quarter: quarterOf(nextQuarterStart),
      rules: { firstJobsCount: 3 },
    });
    // The other tenant still has none.
    expect(await callerFor(database.db, otherAdmin).sampling.rules.list()).toEqual([]);
  });

  it('refuses a version for a past quarter or from a day inside a quarter', async () => {
    const caller = callerFor(database.db, admin);
    const pastStart = quarterDays(previousQuarter(quarterOf(thisQuarter.from))).from;
    await expect(
      caller.sampling.rules.create({ ...raised, effectiveFrom: pastStart }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Rules cannot take effect in a past quarter',
    });
    const midQuarter = await refusal(
      caller.sampling.rules.create({
        ...raised,
        effectiveFrom: addCalendarDays(nextQuarterStart, 1),
      }),
    );
    expect(midQuarter.code).toBe('BAD_REQUEST');
    expect(midQuarter.message).toContain('Rules take effect on the first day of a quarter');
    const threeDecimals = await refusal(
      caller.sampling.rules.create({ ...raised, baseRatePercent: 5.555 }),
    );
    expect(threeDecimals.code).toBe('BAD_REQUEST');
    expect(threeDecimals.message).toContain('Base rate can have at most two decimals');
  });

  it('lets only administrators change the rules, and coordinators read them', async () => {
    await expect(
      callerFor(database.db, coordinator).sampling.rules.create(raised),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: forbiddenMessage('sampling:edit_rules'),
    });
    const inspector = await createUser(database.db, { role: 'INSPECTOR' });
    await expect(callerFor(database.db, inspector).sampling.rules.list()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: forbiddenMessage('sampling:view'),
    });
  });
});

describe('sampling.rules first jobs', () => {
  it('takes a whole number of first jobs from 0 to 100', async () => {
    const caller = callerFor(database.db, admin);
    for (const firstJobsCount of [-1, 2.5, 101]) {
      const refused = await refusal(caller.sampling.rules.create({ ...raised, firstJobsCount }));
      expect(refused.code).toBe('BAD_REQUEST');
      expect(refused.message).toContain(
        firstJobsCount === 2.5
          ? 'First jobs weighed must be a whole number'
          : 'First jobs weighed must be between 0 and 100',
      );
    }
  });
});
