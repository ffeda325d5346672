import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import {
  auditLog,
  defects,
  followups,
  improvementInitiatives,
  improvementSuggestions,
  notifications,
  supportTickets,
} from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { createInspection } from '@/server/test-support/inspections';
import { computedMetrics, percentOf, trendOf } from './metrics';
import { significantWords } from './suggestions';

let database: Database;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createStaff(database);
});
afterAll(async () => {
  await database.close();
});

const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'OK',
    (error: { code?: string }) => error.code ?? 'THREW',
  );

const auditOf = (resource: string, resourceId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.resourceId, resourceId)));

const notificationsOf = (userId: string) =>
  database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('improvements.initiatives', () => {
  it('creates with the spec defaults, an INIT- reference and an audit row', async () => {
    const cora = callerFor(database.db, staff.coordinator);
    const created = await cora.improvements.initiatives.create({
      title: '  Digital checklists  ',
      description: 'Replace paper checklists',
    });
    expect(created.reference).toMatch(/^INIT-\d{4}-\d{3}$/);
    const [row] = await database.db
      .select()
      .from(improvementInitiatives)
      .where(eq(improvementInitiatives.id, created.id));
    expect(row).toMatchObject({
      title: 'Digital checklists',
      category: 'efficiency',
      priority: 'medium',
      status: 'planning',
      progress: 0,
      ownerId: null,
      createdById: staff.coordinator.id,
    });
    const second = await cora.improvements.initiatives.create({ title: 'B', description: 'b' });
    expect(Number(second.reference.slice(-3))).toBe(Number(created.reference.slice(-3)) + 1);
    expect(await auditOf('improvement_initiative', created.id)).toMatchObject([
      { action: 'create', userId: staff.coordinator.id },
    ]);
  });

  it('refuses an inspector (FORBIDDEN) and blank, out-of-range or inconsistent input', async () => {
    const tom = callerFor(database.db, staff.inspector);
    expect(
      await codeOf(tom.improvements.initiatives.create({ title: 'Mine', description: 'x' })),
    ).toBe('FORBIDDEN');
    const ada = callerFor(database.db, staff.admin);
    await expectBadRequest(
      ada.improvements.initiatives.create({ title: '   ', description: 'x' }),
      'Title is required',
    );
    await expectBadRequest(
      ada.improvements.initiatives.create({ title: 'x', description: ' ' }),
      'Description is required',
    );
    await expectBadRequest(
      ada.improvements.initiatives.create({ title: 'x', description: 'x', progress: 101 }),
      'Progress must be between 0 and 100',
    );
    await expectBadRequest(
      ada.improvements.initiatives.create({
        title: 'x',
        description: 'x',
        startDate: '2026-05-01',
        targetDate: '2026-04-30',
      }),
      'Target date cannot be before the start date',
    );
    await expectBadRequest(
      ada.improvements.initiatives.create({ title: 'x', description: 'x', ownerId: 'nobody' }),
      'Choose an owner from the list',
    );
  });

  it('edits (audited with the changes), shows details, and lists for everyone', async () => {
    const ada = callerFor(database.db, staff.admin);
    const created = await ada.improvements.initiatives.create({
      title: 'Route planning',
      description: 'Plan routes',
    });
    await ada.improvements.initiatives.update({
      id: created.id,
      title: 'Route planning v2',
      description: 'Plan routes better',
      category: 'technology',
      priority: 'high',
      status: 'in-progress',
      progress: 40,
      expectedImpact: '20% less driving',
      startDate: '2026-01-01',
      targetDate: '2026-06-30',
      ownerId: staff.coordinator.id,
      resources: '2 developers',
    });
    const tom = callerFor(database.db, staff.inspector);
    expect(
      await codeOf(
        tom.improvements.initiatives.update({ id: created.id, title: 'x', description: 'y' }),
      ),
    ).toBe('FORBIDDEN');
    const detail = await tom.improvements.initiatives.get({ id: created.id });
    expect(detail).toMatchObject({
      title: 'Route planning v2',
      status: 'in-progress',
      progress: 40,
      ownerName: 'Cora Ord',
      startDate: '2026-01-01',
      targetDate: '2026-06-30',
      votes: 0,
      voted: false,
    });
    const audits = await auditOf('improvement_initiative', created.id);
    const update = audits.find((a) => a.action === 'update');
    expect(update!.details).toMatchObject({
      changes: { status: { from: 'planning', to: 'in-progress' } },
    });
    const { items: list } = await tom.improvements.initiatives.list({ status: 'in-progress' });
    expect(list.map((i) => i.id)).toContain(created.id);
    expect(list.every((i) => i.status === 'in-progress')).toBe(true);
  });

  it('counts one vote per user, with undo', async () => {
    const ada = callerFor(database.db, staff.admin);
    const tom = callerFor(database.db, staff.inspector);
    const ivy = callerFor(database.db, staff.otherInspector);
    const { id } = await ada.improvements.initiatives.create({ title: 'Vote', description: 'v' });
    expect(await tom.improvements.initiatives.vote({ id, on: true })).toEqual({
      voted: true,
      votes: 1,
    });
    expect(await tom.improvements.initiatives.vote({ id, on: true })).toEqual({
      voted: true,
      votes: 1,
    });
    expect((await ivy.improvements.initiatives.vote({ id, on: true })).votes).toBe(2);
    expect(await tom.improvements.initiatives.vote({ id, on: false })).toEqual({
      voted: false,
      votes: 1,
    });
    expect((await ivy.improvements.initiatives.get({ id })).voted).toBe(true);
    expect((await tom.improvements.initiatives.get({ id })).voted).toBe(false);
    const actions = (await auditOf('improvement_initiative', id)).map((a) => a.action);
    expect(actions.filter((a) => a === 'vote')).toHaveLength(2);
    expect(actions.filter((a) => a === 'unvote')).toHaveLength(1);
  });
});

describe('improvements.comments', () => {
  it('threads comments on initiatives and suggestions; only the author (or a manager) deletes', async () => {
    const ada = callerFor(database.db, staff.admin);
    const tom = callerFor(database.db, staff.inspector);
    const ivy = callerFor(database.db, staff.otherInspector);
    const { id } = await ada.improvements.initiatives.create({ title: 'Talk', description: 't' });
    const comment = await tom.improvements.comments.add({
      target: 'initiative',
      id,
      body: ' Good idea ',
    });
    await expectBadRequest(
      tom.improvements.comments.add({ target: 'initiative', id, body: '  ' }),
      'Comment is required',
    );
    const thread = await ivy.improvements.comments.list({ target: 'initiative', id });
    expect(thread).toMatchObject([{ body: 'Good idea', authorName: 'Tom Hughes', mine: false }]);
    expect((await ivy.improvements.initiatives.get({ id })).comments).toBe(1);
    expect(await codeOf(ivy.improvements.comments.delete({ id: comment.id }))).toBe('FORBIDDEN');
    await tom.improvements.comments.delete({ id: comment.id });
    expect(await ivy.improvements.comments.list({ target: 'initiative', id })).toEqual([]);
    expect((await auditOf('improvement_comment', comment.id)).map((a) => a.action).sort()).toEqual([
      'create',
      'delete',
    ]);

    const suggestion = await ivy.improvements.suggestions.create({
      title: 'Comment here',
      description: 'd',
    });
    const mine = await ivy.improvements.comments.add({
      target: 'suggestion',
      id: suggestion.id,
      body: 'More detail',
    });
    await ada.improvements.comments.delete({ id: mine.id });
    expect(
      await codeOf(ivy.improvements.comments.list({ target: 'initiative', id: suggestion.id })),
    ).toBe('NOT_FOUND');
  });
});

describe('improvements.suggestions', () => {
  it('anyone submits; similar suggestions are found by their words while typing', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const created = await tom.improvements.suggestions.create({
      title: 'Mobile photo upload for inspectors',
      description: 'Upload photos from the van',
      category: 'technology',
    });
    await tom.improvements.suggestions.create({
      title: 'Shorter reports',
      description: 'Less text',
    });
    const { items: list } = await tom.improvements.suggestions.list({ limit: 50 });
    expect(list.find((s) => s.id === created.id)).toMatchObject({
      status: 'under-review',
      submittedByName: 'Tom Hughes',
      category: 'technology',
      votes: 0,
    });
    const similar = await tom.improvements.suggestions.similar({ title: 'PHOTO uploads' });
    expect(similar[0]).toMatchObject({ id: created.id });
    expect(similar.map((s) => s.title)).not.toContain('Shorter reports');
    expect(await tom.improvements.suggestions.similar({ title: 'an of' })).toEqual([]);
    expect(significantWords('The new Photo-Upload, photo')).toEqual(['photo', 'upload']);
    await expectBadRequest(
      tom.improvements.suggestions.create({ title: ' ', description: 'x' }),
      'Title is required',
    );
  });

  it('notifies voters and the submitter when a manager changes the status; inspectors may not', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const ivy = callerFor(database.db, staff.otherInspector);
    const cora = callerFor(database.db, staff.coordinator);
    const s = await tom.improvements.suggestions.create({
      title: 'Status news',
      description: 'x',
    });
    await ivy.improvements.suggestions.vote({ id: s.id, on: true });
    await cora.improvements.suggestions.vote({ id: s.id, on: true });
    expect(
      await codeOf(ivy.improvements.suggestions.setStatus({ id: s.id, status: 'approved' })),
    ).toBe('FORBIDDEN');
    const out = await cora.improvements.suggestions.setStatus({ id: s.id, status: 'approved' });
    expect(out.notified).toBe(2);
    for (const userId of [staff.inspector.id, staff.otherInspector.id]) {
      const told = (await notificationsOf(userId)).filter((n) => n.title.includes('Status news'));
      expect(told).toMatchObject([
        {
          title: 'Suggestion "Status news" is now Approved',
          actionUrl: '/improvements?tab=suggestions',
        },
      ]);
    }
    expect(
      (await notificationsOf(staff.coordinator.id)).filter((n) => n.title.includes('Status news')),
    ).toHaveLength(0);
    await expectBadRequest(
      cora.improvements.suggestions.setStatus({ id: s.id, status: 'duplicate' as never }),
      'Status is required',
    );
  });

  it('merges a duplicate into the original carrying its votes once per user', async () => {
    const ada = callerFor(database.db, staff.admin);
    const tom = callerFor(database.db, staff.inspector);
    const ivy = callerFor(database.db, staff.otherInspector);
    const cora = callerFor(database.db, staff.coordinator);
    const original = await tom.improvements.suggestions.create({
      title: 'Dark mode',
      description: 'a',
    });
    const duplicate = await ivy.improvements.suggestions.create({
      title: 'Night theme',
      description: 'b',
    });
    await tom.improvements.suggestions.vote({ id: original.id, on: true });
    await tom.improvements.suggestions.vote({ id: duplicate.id, on: true });
    await ivy.improvements.suggestions.vote({ id: duplicate.id, on: true });
    await cora.improvements.suggestions.vote({ id: duplicate.id, on: true });
    expect(
      await codeOf(tom.improvements.suggestions.merge({ id: duplicate.id, intoId: original.id })),
    ).toBe('FORBIDDEN');
    await expectBadRequest(
      ada.improvements.suggestions.merge({ id: original.id, intoId: original.id }),
      'A suggestion cannot be merged into itself',
    );
    expect(
      await ada.improvements.suggestions.merge({ id: duplicate.id, intoId: original.id }),
    ).toEqual({ id: original.id, votes: 3 });
    const { items: list } = await tom.improvements.suggestions.list({ limit: 50 });
    expect(list.find((s) => s.id === duplicate.id)).toMatchObject({
      status: 'duplicate',
      duplicateOfId: original.id,
      duplicateOfTitle: 'Dark mode',
    });
    expect(list.find((s) => s.id === original.id)!.voted).toBe(true);
    const { items: duplicates } = await tom.improvements.suggestions.list({ status: 'duplicate' });
    expect(duplicates.map((s) => s.id)).toEqual([duplicate.id]);
    expect(await codeOf(tom.improvements.suggestions.vote({ id: duplicate.id, on: true }))).toBe(
      'PRECONDITION_FAILED',
    );
    expect(
      await codeOf(ada.improvements.suggestions.merge({ id: original.id, intoId: duplicate.id })),
    ).toBe('PRECONDITION_FAILED');
    const told = (await notificationsOf(staff.otherInspector.id)).filter((n) =>
      n.title.includes('Night theme'),
    );
    expect(told[0]!.title).toBe('Suggestion "Night theme" is now Duplicate');
    expect((await auditOf('improvement_suggestion', duplicate.id)).map((a) => a.action)).toContain(
      'merge',
    );
  });

  it('converts to an initiative, linked both ways and carrying the votes, once', async () => {
    const ada = callerFor(database.db, staff.admin);
    const tom = callerFor(database.db, staff.inspector);
    const ivy = callerFor(database.db, staff.otherInspector);
    const s = await tom.improvements.suggestions.create({
      title: 'Automatic reminders',
      description: 'Remind installers by SMS',
      category: 'automation',
    });
    await tom.improvements.suggestions.vote({ id: s.id, on: true });
    await ivy.improvements.suggestions.vote({ id: s.id, on: true });
    expect(await codeOf(tom.improvements.suggestions.convert({ id: s.id }))).toBe('FORBIDDEN');
    const initiative = await ada.improvements.suggestions.convert({ id: s.id });
    expect(initiative.reference).toMatch(/^INIT-/);
    const detail = await ivy.improvements.initiatives.get({ id: initiative.id });
    expect(detail).toMatchObject({
      title: 'Automatic reminders',
      category: 'automation',
      description: 'Remind installers by SMS',
      priority: 'medium',
      status: 'planning',
      votes: 2,
      voted: true,
      fromSuggestions: [{ id: s.id, title: 'Automatic reminders' }],
    });
    const [row] = await database.db
      .select()
      .from(improvementSuggestions)
      .where(eq(improvementSuggestions.id, s.id));
    expect(row).toMatchObject({ initiativeId: initiative.id, status: 'approved' });
    expect(await codeOf(ada.improvements.suggestions.convert({ id: s.id }))).toBe('CONFLICT');
    expect(
      (await notificationsOf(staff.otherInspector.id)).some(
        (n) => n.title === 'Suggestion "Automatic reminders" is now Approved',
      ),
    ).toBe(true);
  });
});

describe('improvements.metrics', () => {
  it('computes pass rate, resolution days, overdue follow-ups and response time from real rows', async () => {
    const tenantId = 'impr-metrics';
    await createTenant(database.db, tenantId);
    const boss = await createUser(database.db, { role: 'ADMIN', tenantId });
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const day = (d: number) => daysAgo(d).toISOString().slice(0, 10);
    // Last 30 days: 3 of 4 passed (75%); the 30 before: 1 of 2 (50%).
    const statuses = [
      ['PASSED', 5],
      ['PASSED', 6],
      ['PASSED', 7],
      ['FAILED', 8],
      ['PASSED', 40],
      ['REQUIRES_FOLLOW_UP', 41],
      ['PENDING', 3],
    ] as const;
    let inspectionId = '';
    for (const [status, ago] of statuses) {
      const row = await createInspection(database.db, {
        tenantId,
        status,
        completedDate: status === 'PENDING' ? null : day(ago),
      });
      inspectionId = row.id;
    }
    const defect = (ref: string, created: number, resolved: number) => ({
      tenantId,
      reference: ref,
      inspectionId,
      title: ref,
      description: ref,
      severity: 'low' as const,
      category: 'installation' as const,
      status: 'resolved' as const,
      dueDate: daysAgo(created - 10),
      createdAt: daysAgo(created),
      resolvedAt: daysAgo(resolved),
    });
    // Resolved in the last 30 days after 2 and 4 days (3); before that after 10 days.
    await database.db
      .insert(defects)
      .values([defect('DEF-M-1', 12, 10), defect('DEF-M-2', 9, 5), defect('DEF-M-3', 50, 40)]);
    const followup = (due: number, created: number, completed: number | null) => ({
      tenantId,
      type: 'documentation' as const,
      title: 'f',
      dueDate: daysAgo(due),
      createdAt: daysAgo(created),
      completedAt: completed === null ? null : daysAgo(completed),
      status: completed === null ? ('overdue' as const) : ('completed' as const),
    });
    // Overdue now: 2; overdue 30 days ago: 3 (one since completed).
    await database.db
      .insert(followups)
      .values([
        followup(2, 10, null),
        followup(35, 60, null),
        followup(40, 60, 20),
        followup(45, 60, 1),
      ]);
    const ticket = (ref: string, created: number, hours: number) => ({
      tenantId,
      reference: ref,
      subject: ref,
      description: ref,
      category: 'technical' as const,
      priority: 'medium' as const,
      createdAt: daysAgo(created),
      firstResponseAt: new Date(daysAgo(created).getTime() + hours * 3_600_000),
    });
    await database.db
      .insert(supportTickets)
      .values([ticket('SUPP-M-1', 3, 2), ticket('SUPP-M-2', 4, 4), ticket('SUPP-M-3', 45, 9)]);

    const metrics = await computedMetrics(database.db, tenantId, now);
    const byId = Object.fromEntries(metrics.map((m) => [m.id, m]));
    expect(byId['first-time-pass-rate']).toMatchObject({
      current: 75,
      previous: 50,
      change: 25,
      trend: 'improving',
      target: 95,
      percent: 79,
    });
    expect(byId['defect-resolution-days']).toMatchObject({
      current: 3,
      previous: 10,
      change: -7,
      trend: 'improving',
    });
    expect(byId['overdue-followups']).toMatchObject({
      current: 2,
      previous: 3,
      trend: 'improving',
      percent: 0,
    });
    expect(byId['support-first-response-hours']).toMatchObject({
      current: 3,
      previous: 9,
      trend: 'improving',
      percent: 75,
    });

    // The same figures on the tenant's dashboard; other tenants' rows never count.
    const bossCaller = callerFor(database.db, boss);
    const overview = await bossCaller.improvements.overview();
    expect(overview.counts.metricsImproving).toBe(4);
    const ada = callerFor(database.db, staff.admin);
    const mine = await ada.improvements.metrics.list();
    expect(mine.find((m) => m.id === 'first-time-pass-rate')!.current).toBeNull();
  });

  it('keeps hand-entered metrics with their history; only managers enter them', async () => {
    const ada = callerFor(database.db, staff.admin);
    const tom = callerFor(database.db, staff.inspector);
    expect(
      await codeOf(
        tom.improvements.metrics.create({ name: 'NPS', target: 50, category: 'quality' }),
      ),
    ).toBe('FORBIDDEN');
    await expectBadRequest(
      ada.improvements.metrics.create({ name: ' ', target: 50 }),
      'Name is required',
    );
    const m = await ada.improvements.metrics.create({
      name: 'Customer NPS',
      target: 50,
      unit: 'pts',
      category: 'quality',
    });
    await ada.improvements.metrics.record({ id: m.id, value: 40 });
    await new Promise((r) => setTimeout(r, 5));
    await ada.improvements.metrics.record({ id: m.id, value: 30 });
    expect(await codeOf(tom.improvements.metrics.record({ id: m.id, value: 1 }))).toBe('FORBIDDEN');
    const listed = (await tom.improvements.metrics.list()).find((x) => x.id === m.id);
    expect(listed).toMatchObject({
      source: 'manual',
      current: 30,
      previous: 40,
      change: -10,
      trend: 'declining',
      percent: 60,
      unit: 'pts',
    });
    expect((await tom.improvements.metrics.history({ id: m.id })).map((r) => r.value)).toEqual([
      30, 40,
    ]);
  });

  it('judges trend by which way is better and caps the bar', () => {
    expect(trendOf(5, 3, true)).toBe('improving');
    expect(trendOf(5, 3, false)).toBe('declining');
    expect(trendOf(5, 5, false)).toBe('stable');
    expect(trendOf(null, 5, true)).toBe('stable');
    expect(percentOf(120, 100)).toBe(100);
    expect(percentOf(null, 100)).toBeNull();
  });
});

describe('improvements overview and tenant isolation', () => {
  it('counts active, completed, under review and shows the three most recent', async () => {
    const ada = callerFor(database.db, staff.admin);
    const before = await ada.improvements.overview();
    const done = await ada.improvements.initiatives.create({
      title: 'Done one',
      description: 'd',
      status: 'completed',
      progress: 100,
    });
    await ada.improvements.initiatives.create({ title: 'Active one', description: 'a' });
    await ada.improvements.suggestions.create({ title: 'Fresh idea', description: 'f' });
    const after = await ada.improvements.overview();
    expect(after.counts.activeInitiatives).toBe(before.counts.activeInitiatives + 1);
    expect(after.counts.completedInitiatives).toBe(before.counts.completedInitiatives + 1);
    expect(after.counts.suggestionsUnderReview).toBe(before.counts.suggestionsUnderReview + 1);
    expect(after.recent.map((i) => i.title)).toEqual([
      'Active one',
      'Done one',
      expect.any(String),
    ]);
    expect(after.recent[1]!.id).toBe(done.id);
  });

  it('never shows or touches another tenant’s initiatives, suggestions or comments', async () => {
    await createTenant(database.db, 'impr-other');
    const outsider = await createUser(database.db, { role: 'ADMIN', tenantId: 'impr-other' });
    const theirs = callerFor(database.db, outsider);
    const ada = callerFor(database.db, staff.admin);
    const initiative = await ada.improvements.initiatives.create({
      title: 'Ours',
      description: 'o',
    });
    const suggestion = await ada.improvements.suggestions.create({
      title: 'Ours too',
      description: 'o',
    });
    expect(await theirs.improvements.initiatives.list({})).toEqual({
      items: [],
      total: 0,
      nextCursor: null,
    });
    expect((await theirs.improvements.suggestions.list({})).items).toEqual([]);
    expect(await theirs.improvements.suggestions.similar({ title: 'Ours too' })).toEqual([]);
    expect((await theirs.improvements.overview()).recent).toEqual([]);
    expect(await codeOf(theirs.improvements.initiatives.get({ id: initiative.id }))).toBe(
      'NOT_FOUND',
    );
    expect(
      await codeOf(theirs.improvements.initiatives.vote({ id: initiative.id, on: true })),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(
        theirs.improvements.initiatives.update({ id: initiative.id, title: 'x', description: 'y' }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(
        theirs.improvements.comments.add({ target: 'suggestion', id: suggestion.id, body: 'x' }),
      ),
    ).toBe('NOT_FOUND');
    expect(await codeOf(theirs.improvements.suggestions.convert({ id: suggestion.id }))).toBe(
      'NOT_FOUND',
    );
    expect(
      await codeOf(
        theirs.improvements.initiatives.create({
          title: 'x',
          description: 'y',
          ownerId: staff.admin.id,
        }),
      ),
    ).toBe('BAD_REQUEST');
    expect((await theirs.improvements.owners()).map((o) => o.id)).toEqual([outsider.id]);
    expect(await codeOf(callerFor(database.db, staff.inspector).improvements.owners())).toBe(
      'FORBIDDEN',
    );
  });
});
