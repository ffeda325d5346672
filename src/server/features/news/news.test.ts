import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, newsPosts, notifications, outboxEmails, users } from '@/server/db/schema/index';
import { buildTestApp } from '@/server/test-support/test-app';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { announceDuePosts } from './announce';
import { createTestServices } from '@/server/test-support/test-services';

let database: Database;
let staff: Awaited<ReturnType<typeof createStaff>>;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createStaff(database);
  app = await buildTestApp(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'OK',
    (error: { code?: string }) => error.code ?? 'THREW',
  );

const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: `About ${title}`,
  ...extra,
});

const notificationsOf = (userId: string) =>
  database.db.select().from(notifications).where(eq(notifications.userId, userId));

const hourFromNow = () => new Date(Date.now() + 3_600_000).toISOString();

describe('news.create', () => {
  it('publishes with the spec defaults, sanitised content, tidy tags, audited', async () => {
    const cora = callerFor(database.db, staff.coordinator);
    const created = await cora.news.create({
      title: 'New portal release',
      content: 'Hello **team**<script>alert(1)</script>',
      tags: ' release, Portal ,release,, ',
    });
    expect(created.publishedAt).not.toBeNull();
    const [row] = await database.db.select().from(newsPosts).where(eq(newsPosts.id, created.id));
    expect(row).toMatchObject({
      category: 'announcement',
      priority: 'normal',
      tags: ['release', 'Portal'],
      authorId: staff.coordinator.id,
      pinned: false,
    });
    expect(row!.contentHtml).toBe('<p>Hello <strong>team</strong></p>');
    expect(row!.announcedAt).not.toBeNull();
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'news_post'), eq(auditLog.resourceId, created.id)));
    expect(audit).toMatchObject({ action: 'create', userId: staff.coordinator.id });
  });

  it('refuses people without news:publish and blank or inconsistent posts', async () => {
    const tom = callerFor(database.db, staff.inspector);
    expect(await codeOf(tom.news.create(post('Mine')))).toBe('FORBIDDEN');
    const ada = callerFor(database.db, staff.admin);
    await expectBadRequest(ada.news.create({ title: '  ', content: 'x' }), 'Title is required');
    await expectBadRequest(ada.news.create({ title: 'x', content: '' }), 'Content is required');
    await expectBadRequest(
      ada.news.create(post('Later', { publication: 'schedule' })),
      'Choose when to publish',
    );
    await expectBadRequest(
      ada.news.create(
        post('Past', { publication: 'schedule', scheduledFor: '2020-01-01T09:00:00Z' }),
      ),
      'Publication time must be in the future',
    );
    await expectBadRequest(
      ada.news.create(post('Read me', { requiredReadingRoles: ['INSPECTOR'] })),
      'Only policy or urgent posts can require acknowledgement',
    );
    await expectBadRequest(
      ada.news.create(post('Pin', { pinned: true, pinnedUntil: '2020-01-01' })),
      'Pinned until cannot be in the past',
    );
  });
});

describe('drafts, scheduling and visibility', () => {
  it('hides drafts and scheduled posts from readers and announces a scheduled post once when due', async () => {
    const ada = callerFor(database.db, staff.admin);
    const tom = callerFor(database.db, staff.inspector);
    await tom.news.subscription.save({ categories: ['maintenance'], email: true });
    const draft = await ada.news.create(post('Draft notes', { publication: 'draft' }));
    const scheduled = await ada.news.create(
      post('Planned outage', {
        category: 'maintenance',
        publication: 'schedule',
        scheduledFor: hourFromNow(),
      }),
    );
    expect(await codeOf(tom.news.get({ id: draft.id }))).toBe('NOT_FOUND');
    expect(await codeOf(tom.news.get({ id: scheduled.id }))).toBe('NOT_FOUND');
    expect(await codeOf(tom.news.list({ view: 'drafts' }))).toBe('FORBIDDEN');
    const titles = (await tom.news.list({})).items.map((p) => p.title);
    expect(titles).not.toContain('Draft notes');
    expect(titles).not.toContain('Planned outage');
    expect((await ada.news.list({ view: 'drafts' })).items.map((p) => p.title)).toContain(
      'Draft notes',
    );
    expect((await ada.news.list({ view: 'scheduled' })).items.map((p) => p.title)).toEqual([
      'Planned outage',
    ]);
    expect((await ada.news.overview()).waiting).toMatchObject({ drafts: 1, scheduled: 1 });

    expect(
      (await notificationsOf(staff.inspector.id)).filter((n) => n.title.includes('Planned')),
    ).toHaveLength(0);
    const later = new Date(Date.now() + 2 * 3_600_000);
    const services = createTestServices();
    expect(await announceDuePosts(database.db, services, later)).toMatchObject({ announced: 1 });
    expect(await announceDuePosts(database.db, services, later)).toMatchObject({ announced: 0 });
    const told = (await notificationsOf(staff.inspector.id)).filter((n) =>
      n.title.includes('Planned outage'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'New maintenance post: Planned outage',
      actionUrl: `/news-updates/${scheduled.id}`,
    });
    const emails = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, '[News] Planned outage'));
    expect(emails.map((e) => e.to)).toEqual([['tom@test.uk']]);
    await tom.news.subscription.save({ categories: [], email: false });
  });

  it('publishing a draft by editing it keeps later edits from moving its time', async () => {
    const ada = callerFor(database.db, staff.admin);
    const draft = await ada.news.create(post('Edit me', { publication: 'draft' }));
    expect(draft.publishedAt).toBeNull();
    const out = await ada.news.update({ id: draft.id, ...post('Edit me'), publication: 'now' });
    expect(out.publishedAt).not.toBeNull();
    const again = await ada.news.update({
      id: draft.id,
      ...post('Edit me twice'),
      publication: 'now',
    });
    expect(again.publishedAt).toBe(out.publishedAt);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'news_post'), eq(auditLog.resourceId, draft.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update', 'update']);
  });
});

describe('list, stats and archive', () => {
  it('puts pinned posts first until their day passes, pages by cursor without repeats', async () => {
    const ada = callerFor(database.db, staff.admin);
    const ids = [];
    for (let i = 1; i <= 12; i += 1) ids.push((await ada.news.create(post(`Bulk ${i}`))).id);
    const pinned = await ada.news.create(
      post('Pinned policy', { category: 'policy', pinned: true }),
    );
    const expired = await ada.news.create(post('Pin expired', { pinned: true }));
    await database.db
      .update(newsPosts)
      .set({ pinnedUntil: '2020-01-01' })
      .where(eq(newsPosts.id, expired.id));
    // A post published meanwhile must not shift the next page.
    const tom = callerFor(database.db, staff.inspector);
    const first = await tom.news.list({ limit: 5 });
    expect(first.items[0]!.id).toBe(pinned.id);
    expect(first.items[0]!.pinnedNow).toBe(true);
    await ada.news.create(post('Arrived meanwhile'));
    const seen = [...first.items.map((p) => p.id)];
    let cursor = first.nextCursor;
    while (cursor) {
      const next = await tom.news.list({ limit: 5, cursor });
      seen.push(...next.items.map((p) => p.id));
      cursor = next.nextCursor;
    }
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of ids) expect(seen).toContain(id);
    const expiredCard = (await tom.news.list({ search: 'Pin expired' })).items[0];
    expect(expiredCard!.pinnedNow).toBe(false);
    expect(await codeOf(tom.news.list({ cursor: 'not-a-cursor' }))).toBe('BAD_REQUEST');
  });

  it('searches title, content and tags; filters by category, tag, month and saved', async () => {
    const ada = callerFor(database.db, staff.admin);
    const tom = callerFor(database.db, staff.inspector);
    const heat = await ada.news.create(
      post('Heat pump guidance', {
        category: 'feature',
        tags: 'ASHP, Heating',
        content: 'Flow temperatures matter',
      }),
    );
    expect((await tom.news.list({ search: 'FLOW TEMP' })).items.map((p) => p.id)).toEqual([
      heat.id,
    ]);
    expect((await tom.news.list({ search: 'ashp' })).items.map((p) => p.id)).toEqual([heat.id]);
    expect((await tom.news.list({ tag: 'heating' })).items.map((p) => p.id)).toEqual([heat.id]);
    expect(
      (await tom.news.list({ category: 'feature' })).items.every((p) => p.category === 'feature'),
    ).toBe(true);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
      .format(new Date())
      .slice(0, 7);
    expect((await tom.news.list({ month, search: 'Heat pump' })).items).toHaveLength(1);
    expect((await tom.news.list({ month: '2001-01' })).items).toHaveLength(0);
    expect((await tom.news.list({ saved: true })).items).toHaveLength(0);
    await tom.news.bookmark({ postId: heat.id, on: true });
    expect((await tom.news.list({ saved: true })).items.map((p) => p.id)).toEqual([heat.id]);
    expect((await tom.news.list({ search: 'Heat pump' })).items[0]!.bookmarked).toBe(true);
    await tom.news.bookmark({ postId: heat.id, on: false });
    expect((await tom.news.list({ saved: true })).items).toHaveLength(0);
  });

  it('computes stats, category counts and archive months from published posts', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const overview = await tom.news.overview();
    const published = await database.db
      .select()
      .from(newsPosts)
      .where(eq(newsPosts.tenantId, staff.inspector.tenantId));
    const out = published.filter((p) => p.publishedAt && p.publishedAt <= new Date());
    expect(overview.stats.totalPosts).toBe(out.length);
    expect(overview.categories.feature).toBe(out.filter((p) => p.category === 'feature').length);
    expect(overview.stats.pinnedPosts).toBe(1);
    expect(overview.stats.postsThisMonth).toBe(out.length);
    expect(overview.months).toEqual([
      {
        month: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
          .format(new Date())
          .slice(0, 7),
        count: out.length,
      },
    ]);
    expect(overview.mayPublish).toBe(false);
    expect(overview.waiting).toBeNull();
  });
});

describe('reading, likes and comments', () => {
  it('counts a view once per user, likes with undo, comments deleted only by their author', async () => {
    const ada = callerFor(database.db, staff.admin);
    const tom = callerFor(database.db, staff.inspector);
    const ivy = callerFor(database.db, staff.otherInspector);
    const { id } = await ada.news.create(post('Views and likes'));
    expect(await tom.news.recordView({ id })).toEqual({ counted: true, viewCount: 1 });
    expect(await tom.news.recordView({ id })).toEqual({ counted: false, viewCount: 1 });
    expect(await ivy.news.recordView({ id })).toEqual({ counted: true, viewCount: 2 });
    expect((await tom.news.get({ id })).viewCount).toBe(2);

    expect(await tom.news.like({ postId: id, on: true })).toEqual({ on: true, count: 1 });
    expect(await tom.news.like({ postId: id, on: true })).toEqual({ on: true, count: 1 });
    expect(await ivy.news.like({ postId: id, on: true })).toEqual({ on: true, count: 2 });
    expect(await tom.news.like({ postId: id, on: false })).toEqual({ on: false, count: 1 });
    expect((await ivy.news.get({ id })).liked).toBe(true);

    const comment = await tom.news.comment({ postId: id, body: 'Useful, thanks' });
    await expectBadRequest(tom.news.comment({ postId: id, body: ' ' }), 'Comment is required');
    expect(await codeOf(ivy.news.deleteComment({ id: comment.id }))).toBe('FORBIDDEN');
    const page = await ivy.news.get({ id });
    expect(page.comments).toMatchObject([
      { body: 'Useful, thanks', authorName: 'Tom Hughes', mayDelete: false },
    ]);
    expect(page.commentCount).toBe(1);
    await tom.news.deleteComment({ id: comment.id });
    expect((await tom.news.get({ id })).comments).toHaveLength(0);

    const draft = await ada.news.create(post('Not out', { publication: 'draft' }));
    expect(await codeOf(tom.news.like({ postId: draft.id, on: true }))).toBe('NOT_FOUND');
    expect(await codeOf(ada.news.recordView({ id: draft.id }))).toBe('NOT_FOUND');
  });
});

describe('required reading', () => {
  it('asks the chosen roles until they acknowledge, and shows the author the percentage', async () => {
    const cora = callerFor(database.db, staff.coordinator);
    const tom = callerFor(database.db, staff.inspector);
    const ivy = callerFor(database.db, staff.otherInspector);
    const ada = callerFor(database.db, staff.admin);
    const { id } = await cora.news.create(
      post('Working at height policy', {
        category: 'policy',
        requiredReadingRoles: ['INSPECTOR'],
      }),
    );
    expect((await tom.news.requiredReading()).map((p) => p.id)).toContain(id);
    expect((await ada.news.requiredReading()).map((p) => p.id)).not.toContain(id);
    expect(
      (await notificationsOf(staff.inspector.id)).some(
        (n) => n.title === 'Please read and acknowledge: Working at height policy',
      ),
    ).toBe(true);
    expect(await codeOf(ada.news.acknowledge({ id }))).toBe('PRECONDITION_FAILED');

    const before = (await cora.news.get({ id })).readers!;
    expect(before).toMatchObject({ total: 2, percent: 0 });
    expect(before.pending.map((u) => u.name).sort()).toEqual(['Ivy Lane', 'Tom Hughes']);
    expect((await tom.news.get({ id })).readers).toBeNull();

    await tom.news.acknowledge({ id });
    await tom.news.acknowledge({ id });
    expect((await tom.news.requiredReading()).map((p) => p.id)).not.toContain(id);
    const after = (await cora.news.get({ id })).readers!;
    expect(after).toMatchObject({ total: 2, percent: 50, pending: [{ name: 'Ivy Lane' }] });
    expect(after.acknowledged.map((u) => u.name)).toEqual(['Tom Hughes']);
    await ivy.news.acknowledge({ id });
    expect((await cora.news.get({ id })).readers!.percent).toBe(100);
    const proofs = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'news_acknowledgement'), eq(auditLog.resourceId, id)));
    expect(proofs).toHaveLength(2);
  });
});

describe('RSS feed', () => {
  it('serves the tenant’s published posts at a secret address until revoked', async () => {
    const ada = callerFor(database.db, staff.admin);
    const tom = callerFor(database.db, staff.inspector);
    await ada.news.create(post('Feed <post> & more', { content: 'In the *feed*' }));
    await ada.news.create(post('Feed draft', { publication: 'draft' }));
    expect(await tom.news.feed.status()).toMatchObject({ exists: false });
    const { url } = await tom.news.feed.create();
    const path = new URL(url).pathname;
    expect(path).toMatch(/^\/feeds\/news\/[A-Za-z0-9_-]{43}\.xml$/);
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    expect(response.body).toContain('<title>Feed &lt;post&gt; &amp; more</title>');
    expect(response.body).toContain('&lt;em&gt;feed&lt;/em&gt;');
    expect(response.body).not.toContain('Feed draft');
    expect(await tom.news.feed.status()).toMatchObject({ exists: true });

    const second = await tom.news.feed.create();
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const secondPath = new URL(second.url).pathname;
    expect((await app.inject({ method: 'GET', url: secondPath })).statusCode).toBe(200);
    await tom.news.feed.revoke();
    expect((await app.inject({ method: 'GET', url: secondPath })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/feeds/news/guess.xml' })).statusCode).toBe(
      404,
    );

    const third = new URL((await tom.news.feed.create()).url).pathname;
    await database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, staff.inspector.id));
    expect((await app.inject({ method: 'GET', url: third })).statusCode).toBe(404);
    await database.db.update(users).set({ isActive: true }).where(eq(users.id, staff.inspector.id));
  });
});

describe('tenant isolation', () => {
  it('another tenant sees, counts and touches none of these posts', async () => {
    const ada = callerFor(database.db, staff.admin);
    const { id } = await ada.news.create(post('Home tenant only'));
    await createTenant(database.db, 'news-other');
    const outsider = await createUser(database.db, { role: 'ADMIN', tenantId: 'news-other' });
    const theirs = callerFor(database.db, outsider);
    expect((await theirs.news.list({})).items).toHaveLength(0);
    expect((await theirs.news.overview()).stats.totalPosts).toBe(0);
    expect(await codeOf(theirs.news.get({ id }))).toBe('NOT_FOUND');
    expect(await codeOf(theirs.news.like({ postId: id, on: true }))).toBe('NOT_FOUND');
    expect(await codeOf(theirs.news.update({ id, ...post('Taken') }))).toBe('NOT_FOUND');
    expect(await codeOf(theirs.news.delete({ id }))).toBe('NOT_FOUND');
    await ada.news.delete({ id });
    expect(await codeOf(ada.news.get({ id }))).toBe('NOT_FOUND');
  });
});
