import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import {
  auditLog,
  improvementComments,
  improvementInitiatives,
  improvementMetricReadings,
  improvementSuggestions,
  outboxEmails,
} from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { saveTenantSetting } from '../settings/tenant-settings';
import { saveUserSettings } from '../settings/user-settings';

/**
 * Paged, searched and sorted lists; editing and deleting metrics; comments
 * carried by 'Convert to Initiative'; e-mail copies of status changes. Each
 * block has its own tenant, so counts are exact.
 */
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'OK',
    (error: { code?: string }) => error.code ?? 'THREW',
  );

async function team(tenantId: string) {
  await createTenant(database.db, tenantId);
  const make = (name: string, role: 'ADMIN' | 'COORDINATOR' | 'INSPECTOR') =>
    createUser(database.db, {
      email: `${name.toLowerCase()}@${tenantId}.test`,
      firstName: name,
      lastName: 'Test',
      role,
      tenantId,
    });
  return {
    admin: await make('Ada', 'ADMIN'),
    inspector: await make('Tom', 'INSPECTOR'),
    other: await make('Ivy', 'INSPECTOR'),
  };
}

/** Sets created_at so 'newest' has a known order (row i is i minutes old). */
async function age(
  table: typeof improvementInitiatives | typeof improvementSuggestions,
  ids: string[],
) {
  const now = Date.now();
  for (const [i, id] of ids.entries()) {
    await database.db
      .update(table)
      .set({ createdAt: new Date(now - i * 60_000) })
      .where(eq(table.id, id));
  }
}

describe('initiatives list: pages, search and sort on the server', () => {
  it('pages by cursor without repeats, counts every match, and accepts the infinite-query direction', async () => {
    const t = await team('impr-pages');
    const ada = callerFor(database.db, t.admin);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        (await ada.improvements.initiatives.create({ title: `Item ${i}`, description: 'd' })).id,
      );
    }
    await age(improvementInitiatives, [...ids].reverse()); // Item 6 newest
    const first = await ada.improvements.initiatives.list({ limit: 3, direction: 'forward' });
    expect(first.total).toBe(7);
    expect(first.items.map((i) => i.title)).toEqual(['Item 6', 'Item 5', 'Item 4']);
    expect(first.nextCursor).toBe(2);
    const second = await ada.improvements.initiatives.list({ limit: 3, cursor: 2 });
    const third = await ada.improvements.initiatives.list({ limit: 3, cursor: 3 });
    expect(third.nextCursor).toBeNull();
    const seen = [...first.items, ...second.items, ...third.items].map((i) => i.id);
    expect(new Set(seen).size).toBe(7);
    expect(third.items.map((i) => i.title)).toEqual(['Item 0']);
    // Beyond the last page: nothing, and no further cursor.
    expect(await ada.improvements.initiatives.list({ limit: 3, cursor: 9 })).toMatchObject({
      items: [],
      total: 7,
      nextCursor: null,
    });
    expect(await codeOf(ada.improvements.initiatives.list({ limit: 500 }))).toBe('BAD_REQUEST');
    expect(await codeOf(ada.improvements.initiatives.list({ cursor: 0 }))).toBe('BAD_REQUEST');
  });

  it('searches title, description and reference case-insensitively, wildcards literally', async () => {
    const t = await team('impr-search');
    const ada = callerFor(database.db, t.admin);
    const tablets = await ada.improvements.initiatives.create({
      title: 'Digital inspection checklists on TABLETS',
      description: 'Paperless visits',
    });
    await ada.improvements.initiatives.create({
      title: 'Reduce re-inspection turnaround',
      description: 'Cut 50% of the wait; use tablets for booking',
    });
    await ada.improvements.initiatives.create({
      title: 'Route planning',
      description: 'Cut 50 minutes of driving',
    });
    const titles = async (search: string, status: 'all' | 'planning' | 'completed' = 'all') =>
      (await ada.improvements.initiatives.list({ search, status })).items
        .map((i) => i.title)
        .sort();
    expect(await titles('tablets')).toEqual([
      'Digital inspection checklists on TABLETS',
      'Reduce re-inspection turnaround',
    ]);
    // '%' and '_' are the characters themselves, not wildcards.
    expect(await titles('50%')).toEqual(['Reduce re-inspection turnaround']);
    expect(await titles('re_inspection')).toEqual([]);
    expect(await titles('%')).toEqual(['Reduce re-inspection turnaround']);
    expect(await titles(tablets.reference.toLowerCase())).toEqual([
      'Digital inspection checklists on TABLETS',
    ]);
    expect(await titles('tablets', 'completed')).toEqual([]);
    expect((await ada.improvements.initiatives.list({ search: 'tablets' })).total).toBe(2);
  });

  it('sorts by votes, target date (undated last) and title', async () => {
    const t = await team('impr-sort');
    const ada = callerFor(database.db, t.admin);
    const tom = callerFor(database.db, t.inspector);
    const ivy = callerFor(database.db, t.other);
    const a = await ada.improvements.initiatives.create({
      title: 'banana',
      description: 'd',
      targetDate: '2026-09-01',
    });
    const b = await ada.improvements.initiatives.create({
      title: 'Apple',
      description: 'd',
      targetDate: '2026-03-01',
    });
    const c = await ada.improvements.initiatives.create({ title: 'cherry', description: 'd' });
    await tom.improvements.initiatives.vote({ id: c.id, on: true });
    await ivy.improvements.initiatives.vote({ id: c.id, on: true });
    await tom.improvements.initiatives.vote({ id: a.id, on: true });
    const order = async (sort: 'votes' | 'target-date' | 'title') =>
      (await ada.improvements.initiatives.list({ sort })).items.map((i) => i.id);
    expect(await order('votes')).toEqual([c.id, a.id, b.id]);
    expect(await order('target-date')).toEqual([b.id, a.id, c.id]);
    expect(await order('title')).toEqual([b.id, a.id, c.id]);
    // Votes sort pages without repeats either.
    const p1 = await ada.improvements.initiatives.list({ sort: 'votes', limit: 2 });
    const p2 = await ada.improvements.initiatives.list({ sort: 'votes', limit: 2, cursor: 2 });
    expect([...p1.items, ...p2.items].map((i) => i.id)).toEqual([c.id, a.id, b.id]);
  });
});

describe('suggestions list: pages, search, sort and merge targets', () => {
  it('pages, searches (literal wildcards), filters and sorts by votes and title', async () => {
    const t = await team('impr-sugg');
    const ada = callerFor(database.db, t.admin);
    const tom = callerFor(database.db, t.inspector);
    const ivy = callerFor(database.db, t.other);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        (
          await tom.improvements.suggestions.create({
            title: `Idea ${i}`,
            description: i === 3 ? 'Save 100% of_paper' : 'Something',
          })
        ).id,
      );
    }
    await age(improvementSuggestions, [...ids].reverse());
    const first = await tom.improvements.suggestions.list({ limit: 2, direction: 'forward' });
    expect(first).toMatchObject({ total: 5, nextCursor: 2 });
    expect(first.items.map((s) => s.title)).toEqual(['Idea 4', 'Idea 3']);
    const rest = [
      ...(await tom.improvements.suggestions.list({ limit: 2, cursor: 2 })).items,
      ...(await tom.improvements.suggestions.list({ limit: 2, cursor: 3 })).items,
    ];
    expect(rest.map((s) => s.title)).toEqual(['Idea 2', 'Idea 1', 'Idea 0']);

    expect(
      (await tom.improvements.suggestions.list({ search: '100%' })).items.map((s) => s.title),
    ).toEqual(['Idea 3']);
    expect((await tom.improvements.suggestions.list({ search: 'OF_PAPER' })).total).toBe(1);
    expect((await tom.improvements.suggestions.list({ search: 'of%paper' })).total).toBe(0);
    expect((await tom.improvements.suggestions.list({ search: 'IDEA' })).total).toBe(5);

    await ada.improvements.suggestions.vote({ id: ids[1]!, on: true });
    await ivy.improvements.suggestions.vote({ id: ids[1]!, on: true });
    await ivy.improvements.suggestions.vote({ id: ids[0]!, on: true });
    const byVotes = (await tom.improvements.suggestions.list({ sort: 'votes' })).items;
    expect(byVotes.slice(0, 2).map((s) => [s.title, s.votes])).toEqual([
      ['Idea 1', 2],
      ['Idea 0', 1],
    ]);
    await ada.improvements.suggestions.setStatus({ id: ids[2]!, status: 'declined' });
    const declined = await tom.improvements.suggestions.list({
      status: 'declined',
      sort: 'title',
    });
    expect(declined.items.map((s) => s.id)).toEqual([ids[2]]);

    // Merge targets: found by title, never the suggestion itself or a duplicate; managers only.
    await ada.improvements.suggestions.merge({ id: ids[4]!, intoId: ids[1]! });
    const targets = await ada.improvements.suggestions.mergeTargets({ id: ids[0]!, search: '' });
    expect(targets.map((s) => s.id)).toEqual([ids[1], ids[3], ids[2]]);
    expect(
      (await ada.improvements.suggestions.mergeTargets({ id: ids[0]!, search: 'idea 3' })).map(
        (s) => s.title,
      ),
    ).toEqual(['Idea 3']);
    expect(
      await codeOf(tom.improvements.suggestions.mergeTargets({ id: ids[0]!, search: '' })),
    ).toBe('FORBIDDEN');
  });
});

describe('metrics: edit and delete hand-entered ones, targets of computed ones', () => {
  it('renames and edits a hand-entered metric, audited with the changes', async () => {
    const t = await team('impr-metric-edit');
    const ada = callerFor(database.db, t.admin);
    const tom = callerFor(database.db, t.inspector);
    const m = await ada.improvements.metrics.create({
      name: 'Customer satisfaction',
      unit: '%',
      category: 'quality',
      target: 90,
    });
    await ada.improvements.metrics.record({ id: m.id, value: 80 });
    await ada.improvements.metrics.update({
      id: m.id,
      name: 'Homeowner satisfaction',
      unit: 'pts',
      category: 'process',
      target: 85,
      higherIsBetter: true,
    });
    const card = (await tom.improvements.metrics.list()).find((x) => x.id === m.id);
    expect(card).toMatchObject({
      name: 'Homeowner satisfaction',
      unit: 'pts',
      category: 'process',
      target: 85,
      current: 80,
      percent: 94,
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'improvement_metric'),
          eq(auditLog.resourceId, m.id),
          eq(auditLog.action, 'update'),
        ),
      );
    expect(audit!.details).toMatchObject({
      changes: {
        name: { from: 'Customer satisfaction', to: 'Homeowner satisfaction' },
        target: { from: 90, to: 85 },
      },
    });
    await expectBadRequest(
      ada.improvements.metrics.update({ id: m.id, name: ' ', target: 1 }),
      'Name is required',
    );
    expect(
      await codeOf(tom.improvements.metrics.update({ id: m.id, name: 'Mine', target: 1 })),
    ).toBe('FORBIDDEN');
  });

  it('deletes a hand-entered metric with its history (audited); not another tenant’s', async () => {
    const t = await team('impr-metric-del');
    const ada = callerFor(database.db, t.admin);
    const m = await ada.improvements.metrics.create({ name: 'Van mileage', target: 1000 });
    await ada.improvements.metrics.record({ id: m.id, value: 1200 });
    await ada.improvements.metrics.record({ id: m.id, value: 1100 });
    const outsider = await team('impr-metric-del-other');
    expect(
      await codeOf(
        callerFor(database.db, outsider.admin).improvements.metrics.delete({ id: m.id }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(callerFor(database.db, t.inspector).improvements.metrics.delete({ id: m.id })),
    ).toBe('FORBIDDEN');
    expect(await ada.improvements.metrics.delete({ id: m.id })).toEqual({
      id: m.id,
      name: 'Van mileage',
    });
    expect((await ada.improvements.metrics.list()).some((x) => x.id === m.id)).toBe(false);
    expect(
      await database.db
        .select()
        .from(improvementMetricReadings)
        .where(eq(improvementMetricReadings.metricId, m.id)),
    ).toEqual([]);
    expect(await codeOf(ada.improvements.metrics.history({ id: m.id }))).toBe('NOT_FOUND');
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'improvement_metric'), eq(auditLog.resourceId, m.id)));
    expect(audits.find((a) => a.action === 'delete')!.details).toMatchObject({
      name: 'Van mileage',
      readings: 2,
    });
  });

  it('stores a computed metric’s target per tenant; its name and value are not editable', async () => {
    const t = await team('impr-metric-target');
    const other = await team('impr-metric-target-2');
    const ada = callerFor(database.db, t.admin);
    const targetOf = async (caller: typeof ada) =>
      (await caller.improvements.metrics.list()).find((x) => x.id === 'first-time-pass-rate')!
        .target;
    expect(await targetOf(ada)).toBe(95);
    expect(
      await ada.improvements.metrics.setTarget({ key: 'first-time-pass-rate', target: 90 }),
    ).toEqual({ key: 'first-time-pass-rate', target: 90 });
    await ada.improvements.metrics.setTarget({ key: 'first-time-pass-rate', target: 92 });
    expect(await targetOf(ada)).toBe(92);
    expect(await targetOf(callerFor(database.db, other.admin))).toBe(95);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'improvement_metric'),
          eq(auditLog.resourceId, 'first-time-pass-rate'),
          eq(auditLog.tenantId, 'impr-metric-target'),
        ),
      );
    expect(audits.map((a) => a.details)).toEqual(
      expect.arrayContaining([{ target: { from: 95, to: 90 } }, { target: { from: 90, to: 92 } }]),
    );
    // Computed metrics are not rows: no rename, no delete, no unknown key.
    expect(
      await codeOf(
        ada.improvements.metrics.update({
          id: '00000000-0000-4000-8000-000000000000',
          name: 'x',
          target: 1,
        }),
      ),
    ).toBe('NOT_FOUND');
    expect(
      await codeOf(
        ada.improvements.metrics.setTarget({ key: 'nope' as 'overdue-followups', target: 1 }),
      ),
    ).toBe('BAD_REQUEST');
    await expectBadRequest(
      ada.improvements.metrics.setTarget({ key: 'overdue-followups', target: -1 }),
      'Target cannot be negative',
    );
    expect(
      await codeOf(
        callerFor(database.db, t.inspector).improvements.metrics.setTarget({
          key: 'overdue-followups',
          target: 1,
        }),
      ),
    ).toBe('FORBIDDEN');
  });
});

describe('convert carries comments; status changes e-mail the people told', () => {
  it('copies the suggestion’s comments onto the new initiative with author and time', async () => {
    const t = await team('impr-convert');
    const ada = callerFor(database.db, t.admin);
    const tom = callerFor(database.db, t.inspector);
    const ivy = callerFor(database.db, t.other);
    const s = await tom.improvements.suggestions.create({
      title: 'Photo capture',
      description: 'p',
    });
    await tom.improvements.comments.add({ target: 'suggestion', id: s.id, body: 'First thought' });
    await ivy.improvements.comments.add({ target: 'suggestion', id: s.id, body: 'Agreed' });
    const when = new Date('2026-02-03T10:00:00Z');
    await database.db
      .update(improvementComments)
      .set({ createdAt: when })
      .where(eq(improvementComments.body, 'First thought'));
    const initiative = await ada.improvements.suggestions.convert({ id: s.id });
    const thread = await tom.improvements.comments.list({
      target: 'initiative',
      id: initiative.id,
    });
    expect(thread.map((c) => [c.body, c.authorName, c.mine])).toEqual([
      ['First thought', 'Tom Test', true],
      ['Agreed', 'Ivy Test', false],
    ]);
    expect(thread[0]!.createdAt).toBe(when.toISOString());
    expect((await tom.improvements.initiatives.get({ id: initiative.id })).comments).toBe(2);
    // The suggestion keeps its own thread.
    expect(await tom.improvements.comments.list({ target: 'suggestion', id: s.id })).toHaveLength(
      2,
    );
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, s.id), eq(auditLog.action, 'convert')));
    expect(audit!.details).toMatchObject({ comments: 2 });
  });

  it('queues an e-mail copy for each voter who kept e-mail notifications on', async () => {
    const t = await team('impr-mail');
    const ada = callerFor(database.db, t.admin);
    const tom = callerFor(database.db, t.inspector);
    const ivy = callerFor(database.db, t.other);
    const actorOf = (u: typeof t.admin) => ({
      tenantId: 'impr-mail',
      user: { id: u.id, email: u.email, name: u.firstName },
      ip: '1.2.3.4',
    });
    const adaActor = actorOf(t.admin);
    await saveUserSettings(database.db, actorOf(t.other), 'preferences', {
      emailNotifications: false,
    });
    const s = await tom.improvements.suggestions.create({ title: 'Dark mode', description: 'd' });
    await ivy.improvements.suggestions.vote({ id: s.id, on: true });
    await ada.improvements.suggestions.setStatus({ id: s.id, status: 'in-development' });
    const mails = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.tenantId, 'impr-mail'));
    expect(mails).toHaveLength(1); // Tom (the submitter) only; Ivy switched e-mail off
    expect(mails[0]).toMatchObject({
      to: [t.inspector.email],
      subject: 'Suggestion "Dark mode" is now In Development',
      status: 'queued',
      createdBy: t.admin.id,
    });
    expect(mails[0]!.body).toContain('/improvements?tab=suggestions');
    // The tenant switching the event off stops the e-mail too.
    await saveTenantSetting(database.db, adaActor, 'notificationRules', {
      improvement_suggestion: { enabled: false },
    });
    await ada.improvements.suggestions.setStatus({ id: s.id, status: 'approved' });
    expect(
      await database.db.select().from(outboxEmails).where(eq(outboxEmails.tenantId, 'impr-mail')),
    ).toHaveLength(1);
  });
});
