import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLING_RULES } from '@/shared/sampling/rules';
import { DEFAULT_TENANT_ID as T } from '@/shared/roles';
import type { Database } from '@/server/db/client';
import {
  auditLog,
  checklistCatalogueVersions,
  fundingSchemes,
  lodgedMeasures,
  samplingRules,
  workTypes,
} from '@/server/db/schema/index';
import { createInspection } from '@/server/test-support/inspections';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant, createUser, type User } from '@/server/test-support/users';
import { forbiddenMessage } from '@/server/trpc/requirement';

// Issue 30 point 8: versions by install date, N/A per question, questions per inspection stage.

let database: Database;
let admin: User;
let inspector: User;
let measureRefs: { schemeId: string; workTypeId: string };
const added: Record<'fixings' | 'render' | 'boards', string> = {
  fixings: '',
  render: '',
  boards: '',
};

const api = (user: User) => callerFor(database.db, user);

async function addQuestion(label: string, inspectionStage: 'both' | 'mid' | 'post', date: string) {
  const { version, itemId } = await api(admin).checklists.addItem({
    family: 'PAS',
    kind: 'question',
    measureCode: 'EWI',
    label,
    naAllowed: label !== 'Fixings pull-tested',
    inspectionStage,
  });
  await api(admin).checklists.setVersionDate({ version, effectiveFrom: date });
  return itemId;
}

/** An open EWI inspection sampling a measure installed on `installedDate` (or none). */
async function inspectionInstalledOn(installedDate: string | null) {
  let lodgedMeasureId: string | null = null;
  if (installedDate) {
    const [measure] = await database.db
      .insert(lodgedMeasures)
      .values({
        tenantId: T,
        umr: `UMR-${installedDate}-${Math.random().toString(36).slice(2, 8)}`,
        addressLine1: '1 Test Street',
        postcode: 'SW1A 2AA',
        fundingSchemeId: measureRefs.schemeId,
        workTypeId: measureRefs.workTypeId,
        measureCategory: 'EWI',
        installedDate,
      })
      .returning({ id: lodgedMeasures.id });
    lodgedMeasureId = measure!.id;
  }
  const row = await createInspection(database.db, {
    status: 'PENDING',
    completedDate: null,
    measureCode: 'EWI',
    measureType: 'INSULATION',
    lodgedMeasureId,
  });
  return api(admin).checklists.forInspection({ inspectionId: row.id });
}

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  admin = await createUser(db, { role: 'ADMIN', firstName: 'Ada', lastName: 'Min' });
  inspector = await createUser(db, { role: 'INSPECTOR' });
  const [scheme] = await db
    .insert(fundingSchemes)
    .values({ tenantId: T, code: 'ECO4', name: 'ECO4' })
    .returning({ id: fundingSchemes.id });
  const [workType] = await db
    .insert(workTypes)
    .values({ tenantId: T, code: 'DW-126', ecoName: 'Solid wall EWI', measureCategory: 'EWI' })
    .returning({ id: workTypes.id });
  measureRefs = { schemeId: scheme!.id, workTypeId: workType!.id };
  // Version 2 from 1 March, 3 and 4 both from 1 June (the higher number wins a shared date).
  added.fixings = await addQuestion('Fixings pull-tested', 'both', '2026-03-01');
  added.render = await addQuestion('Render cured before sign-off', 'post', '2026-06-01');
  added.boards = await addQuestion('Boards bonded before render', 'mid', '2026-06-01');
  // From Q3 2026 the programme inspects mid-installation (the rules' stage).
  await db.insert(samplingRules).values({
    tenantId: T,
    effectiveFrom: '2026-07-01',
    baseRateBp: 500,
    enhancedRateBp: 1000,
    failRateBands: DEFAULT_SAMPLING_RULES.failRateBands,
    smallInstallerThreshold: 100,
    smallInstallerRateBp: 1000,
    inspectionStage: 'mid',
  });
});
afterAll(() => database.close());

describe('the checklist version in force on the install date', () => {
  it.each([
    ['2026-02-28', 1],
    ['2026-03-01', 2],
    ['2026-05-31', 2],
    ['2026-06-01', 4],
    ['2026-06-02', 4],
  ])('a measure installed on %s is inspected with version %i', async (date, version) => {
    expect((await inspectionInstalledOn(date)).version).toBe(version);
  });

  it('without a lodged measure, uses the day the checklist is pinned (today)', async () => {
    // createInspection dates the row 2026-01-01 (before version 2): that date is not an install's.
    expect((await inspectionInstalledOn(null)).version).toBe(4);
  });

  it('keeps a pinned checklist when the date moves later, and audits the move', async () => {
    const pinned = await inspectionInstalledOn('2026-03-05');
    await api(admin).checklists.setVersionDate({ version: 2, effectiveFrom: '2026-04-01' });
    expect(
      (await api(admin).checklists.forInspection({ inspectionId: pinned.inspection.id })).version,
    ).toBe(2);
    expect((await inspectionInstalledOn('2026-03-05')).version).toBe(1);
    const [audit] = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'checklist_version'), eq(auditLog.resourceId, '2')))
      .orderBy(auditLog.createdAt);
    expect(audit!.details).toMatchObject({ effectiveFrom: '2026-03-01' });
    await api(admin).checklists.setVersionDate({ version: 2, effectiveFrom: '2026-03-01' });
  });

  it('lists versions newest first with their dates; only an administrator moves one', async () => {
    const versions = await api(inspector).checklists.versions();
    expect(versions.map((v) => [v.version, v.effectiveFrom])).toEqual([
      [4, '2026-06-01'],
      [3, '2026-06-01'],
      [2, '2026-03-01'],
      [1, '2000-01-01'],
    ]);
    expect(versions[0]!.createdByName).toBe('Ada Min');
    await expect(
      api(inspector).checklists.setVersionDate({ version: 2, effectiveFrom: '2026-01-01' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: forbiddenMessage('checklists:manage') });
    await expect(
      api(admin).checklists.setVersionDate({ version: 99, effectiveFrom: '2026-01-01' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Checklist version 99 not found' });
    await expectBadRequest(
      api(admin).checklists.setVersionDate({ version: 2, effectiveFrom: '2026-02-30' }),
      'Enter a valid effective-from date',
    );
  });

  it('dates a new version from the day it is published and scopes versions to the tenant', async () => {
    await createTenant(database.db, 'other-tenant');
    const outsider = await createUser(database.db, { role: 'ADMIN', tenantId: 'other-tenant' });
    expect(await api(outsider).checklists.versions()).toEqual([]);
    await expect(
      api(outsider).checklists.setVersionDate({ version: 2, effectiveFrom: '2026-01-01' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [stamped] = await database.db
      .select({ effectiveFrom: checklistCatalogueVersions.effectiveFrom })
      .from(checklistCatalogueVersions)
      .where(
        and(eq(checklistCatalogueVersions.tenantId, T), eq(checklistCatalogueVersions.version, 2)),
      );
    expect(stamped!.effectiveFrom).toBe('2026-03-01');
  });
});

describe('N/A per question', () => {
  it('refuses N/A where the question does not allow it, naming the question', async () => {
    const checklist = await inspectionInstalledOn('2026-06-15');
    const item = checklist.items.find((i) => i.itemId === added.fixings)!;
    expect(item).toMatchObject({ naAllowed: false, label: 'Fixings pull-tested' });
    const ref = { inspectionId: checklist.inspection.id, itemId: added.fixings };
    await expectBadRequest(
      api(admin).checklists.answer({ ...ref, answer: 'N/A' }),
      'N/A is not allowed for “Fixings pull-tested”',
    );
    const after = await api(admin).checklists.forInspection({ inspectionId: ref.inspectionId });
    expect(after.items.find((i) => i.itemId === added.fixings)!.answer).toBeNull();
    await expect(api(admin).checklists.answer({ ...ref, answer: 'Pass' })).resolves.toMatchObject({
      answer: 'Pass',
    });
  });

  it('accepts N/A where allowed, as every question made before the flag existed does', async () => {
    const checklist = await inspectionInstalledOn('2026-06-15');
    expect(checklist.items.find((i) => i.itemId === 'EWI.1')!.naAllowed).toBe(true);
    await expect(
      api(admin).checklists.answer({
        inspectionId: checklist.inspection.id,
        itemId: 'EWI.1',
        answer: 'N/A',
      }),
    ).resolves.toMatchObject({ answer: 'N/A' });
  });
});

describe('questions per inspection stage', () => {
  const ids = (checklist: { items: { itemId: string }[] }) => checklist.items.map((i) => i.itemId);

  it('a post-installation inspection asks post and both, not mid-only questions', async () => {
    const checklist = await inspectionInstalledOn('2026-06-15');
    expect(checklist.stage).toBe('post');
    expect(ids(checklist)).toEqual(expect.arrayContaining([added.fixings, added.render]));
    expect(ids(checklist)).not.toContain(added.boards);
  });

  it('a mid inspection neither shows nor requires a post-only question', async () => {
    const checklist = await inspectionInstalledOn('2026-07-10');
    expect(checklist.stage).toBe('mid');
    expect(ids(checklist)).toEqual(expect.arrayContaining([added.fixings, added.boards]));
    expect(ids(checklist)).not.toContain(added.render);
    const inspectionId = checklist.inspection.id;
    const questions = checklist.items.filter((i) => i.kind === 'question');
    for (const question of questions)
      await api(admin).checklists.answer({ inspectionId, itemId: question.itemId, answer: 'Pass' });
    const { moves } = await api(admin).checklists.statusMoves({ inspectionId });
    // Every question of the mid stage answered: the post-only one does not stop completion.
    expect(moves.find((m) => m.status === 'PASSED')!.reason ?? '').not.toMatch(
      /Answer every checklist question/,
    );
    await expect(
      api(admin).checklists.answer({
        inspectionId: checklist.inspection.id,
        itemId: added.render,
        answer: 'Pass',
      }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: `Item ${added.render} is not on this inspection's checklist.`,
    });
  });
});

describe("changing a question's rules", () => {
  it('publishes a new version from today; checklists already pinned keep the old rules', async () => {
    const pinned = await inspectionInstalledOn('2026-06-15');
    const changed = await api(admin).checklists.setQuestionRules({
      itemId: 'EWI.2',
      naAllowed: false,
      inspectionStage: 'both',
    });
    expect(changed).toEqual({ version: 5, itemId: 'EWI.2' });
    const [latest] = await api(admin).checklists.versions();
    expect(latest).toMatchObject({
      version: 5,
      summary: 'Changed EWI.2: N/A not allowed, mid and post-installation',
    });
    const fresh = await inspectionInstalledOn(null);
    expect(fresh.version).toBe(5);
    const label = fresh.items.find((i) => i.itemId === 'EWI.2')!.label;
    await expectBadRequest(
      api(admin).checklists.answer({
        inspectionId: fresh.inspection.id,
        itemId: 'EWI.2',
        answer: 'N/A',
      }),
      `N/A is not allowed for “${label}”`,
    );
    await expect(
      api(admin).checklists.answer({
        inspectionId: pinned.inspection.id,
        itemId: 'EWI.2',
        answer: 'N/A',
      }),
    ).resolves.toMatchObject({ answer: 'N/A' });
    const [audit] = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'checklist_item'), eq(auditLog.resourceId, 'EWI.2')));
    expect(audit!.details).toMatchObject({
      version: 5,
      naAllowed: false,
      previous: { naAllowed: true },
    });
  });

  it('refuses a document, an unknown item, no change and a non-administrator', async () => {
    const rules = { naAllowed: false, inspectionStage: 'both' } as const;
    await expectBadRequest(
      api(admin).checklists.setQuestionRules({ itemId: 'PAS.DOC-1', ...rules }),
      'Only questions have an N/A rule and a stage',
    );
    await expect(
      api(admin).checklists.setQuestionRules({ itemId: 'EWI.99', ...rules }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Item EWI.99 not found' });
    await expectBadRequest(
      api(admin).checklists.setQuestionRules({ itemId: 'EWI.2', ...rules }),
      'EWI.2 already has these rules',
    );
    await expect(
      api(inspector).checklists.setQuestionRules({ itemId: 'EWI.2', ...rules, naAllowed: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
