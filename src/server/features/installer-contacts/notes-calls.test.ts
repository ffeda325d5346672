import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, installerActivities, installers } from '@/server/db/schema/index';
import { expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { contactsCallerFor, errorOf, insertInstaller } from './test-kit';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let coordinator: User;
let inspector: User;
let outsider: User;
let installerId: string;

const user = (email: string, role: User['role'], tenantId?: string) =>
  createUser(database.db, {
    email,
    firstName: email.split('@')[0]!,
    lastName: 'Tester',
    role,
    tenantId,
  });

beforeAll(async () => {
  database = await openTestDatabase();
  coordinator = await user('cora@test.uk', 'COORDINATOR');
  inspector = await user('ian@test.uk', 'INSPECTOR');
  await createTenant(database.db, 'other-tenant');
  outsider = await user('olga@test.uk', 'ADMIN', 'other-tenant');
  installerId = (
    await insertInstaller(database.db, { tenantId: coordinator.tenantId, name: 'Warm Homes Ltd' })
  ).id;
});
afterAll(() => database.close());

const note = (title: string, extra: Record<string, unknown> = {}) => ({
  installerId,
  title,
  content: `About ${title}`,
  ...extra,
});

describe('notes', () => {
  it('lists by priority (urgent, high, medium, low), then newest first', async () => {
    const api = contactsCallerFor(database.db, coordinator);
    await api.notes.create(note('low one', { priority: 'low' }));
    await api.notes.create(note('medium old'));
    await api.notes.create(note('urgent', { priority: 'urgent' }));
    await api.notes.create(note('medium new'));
    await api.notes.create(note('high', { priority: 'high' }));
    const titles = (await api.notes.list({ installerId })).map((n) => n.title);
    expect(titles).toEqual(['urgent', 'high', 'medium new', 'medium old', 'low one']);
  });

  it('trims title, content and tags, and drops duplicate tags', async () => {
    const created = await contactsCallerFor(database.db, coordinator).notes.create(
      note('  Spaced  ', {
        content: '  body  ',
        tags: [' Insurance ', 'insurance', '', 'PAS 2035'],
      }),
    );
    expect(created).toMatchObject({
      title: 'Spaced',
      content: 'body',
      tags: ['Insurance', 'PAS 2035'],
    });
  });

  it('refuses a blank title or content with the spec messages', async () => {
    const api = contactsCallerFor(database.db, coordinator);
    await expectBadRequest(api.notes.create(note('   ')), 'Title is required');
    await expectBadRequest(
      api.notes.create(note('Fine', { content: ' \n ' })),
      'Content is required',
    );
  });

  it('hides a private note from everyone but its author', async () => {
    const mine = contactsCallerFor(database.db, inspector);
    const theirs = contactsCallerFor(database.db, coordinator);
    const secret = await mine.notes.create(note('My reminder', { isPrivate: true }));
    expect((await mine.notes.list({ installerId })).map((n) => n.id)).toContain(secret.id);
    expect((await theirs.notes.list({ installerId })).map((n) => n.id)).not.toContain(secret.id);
    const edit = { ...note('Hijack'), id: secret.id, isPrivate: true };
    const { installerId: _ignored, ...update } = edit;
    for (const call of [
      () => theirs.notes.update(update),
      () => theirs.notes.delete({ id: secret.id }),
      () => theirs.notes.toggleComplete({ id: secret.id }),
    ]) {
      expect(await errorOf(call())).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Note not found.',
      });
    }
    expect(await mine.notes.update({ ...update, title: 'Still mine' })).toMatchObject({
      title: 'Still mine',
    });
    // Its words stay out of the shared activity feed.
    const feed = await theirs.activity.list({ installerId });
    expect(feed.some((a) => a.title === 'Private note added' && a.description === null)).toBe(true);
    expect(JSON.stringify(feed)).not.toContain('My reminder');
  });

  it('lets a coordinator edit another user’s shared note but not make it private; other inspectors may not edit it', async () => {
    const shared = await contactsCallerFor(database.db, inspector).notes.create(note('Shared'));
    const other = contactsCallerFor(database.db, coordinator);
    const { installerId: _ignored, ...base } = note('Shared, edited');
    expect(await other.notes.update({ ...base, id: shared.id })).toMatchObject({
      title: 'Shared, edited',
      isOwn: false,
    });
    expect(
      await errorOf(other.notes.update({ ...base, id: shared.id, isPrivate: true })),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the author can change whether a note is private.',
    });
    const coordinatorsNote = await other.notes.create(note('Coordinator only'));
    expect(
      await errorOf(
        contactsCallerFor(database.db, inspector).notes.update({
          ...base,
          id: coordinatorsNote.id,
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('toggles complete, deletes, and audits each change', async () => {
    const api = contactsCallerFor(database.db, coordinator);
    const created = await api.notes.create(note('To finish'));
    expect((await api.notes.toggleComplete({ id: created.id })).isCompleted).toBe(true);
    expect((await api.notes.toggleComplete({ id: created.id })).isCompleted).toBe(false);
    expect(await api.notes.delete({ id: created.id })).toEqual({ id: created.id });
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'installer_note'), eq(auditLog.resourceId, created.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update', 'update']);
  });
});

describe('calls', () => {
  const call = (contactDate: string, notes = 'Talked it through') => ({
    installerId,
    contactDate,
    notes,
  });

  it('lists newest contact date first and moves last contact forward only', async () => {
    const api = contactsCallerFor(database.db, inspector);
    await api.calls.create(call('2026-03-01T10:00:00Z', 'March'));
    await api.calls.create(call('2026-05-01T10:00:00Z', 'May'));
    await api.calls.create(call('2026-04-01T10:00:00Z', 'April'));
    const listed = await api.calls.list({ installerId });
    expect(listed.map((c) => c.notes)).toEqual(['May', 'April', 'March']);
    expect(listed[0]).toMatchObject({
      duration: 0,
      type: 'outbound',
      contactedByName: 'ian Tester',
    });
    const [row] = await database.db.select().from(installers).where(eq(installers.id, installerId));
    expect(row!.lastContact?.toISOString()).toBe('2026-05-01T10:00:00.000Z');
    const activities = await database.db
      .select()
      .from(installerActivities)
      .where(
        and(
          eq(installerActivities.installerId, installerId),
          eq(installerActivities.type, 'contact'),
        ),
      );
    expect(activities).toHaveLength(3);
  });

  it('requires notes and a whole, non-negative duration', async () => {
    const api = contactsCallerFor(database.db, inspector);
    await expectBadRequest(api.calls.create({ installerId, notes: '   ' }), 'Notes is required');
    await expectBadRequest(
      api.calls.create({ installerId, notes: 'x', duration: 2.5 }),
      'Duration must be a whole number of minutes',
    );
    await expectBadRequest(
      api.calls.create({ installerId, notes: 'x', duration: -1 }),
      'Duration must be at least 0',
    );
  });
});

describe('tenancy and sign-in', () => {
  it('treats another tenant’s installer as unknown', async () => {
    const api = contactsCallerFor(database.db, outsider);
    for (const call of [
      () => api.notes.list({ installerId }),
      () => api.notes.create(note('Sneaky')),
      () => api.calls.list({ installerId }),
      () => api.calls.create({ installerId, notes: 'x' }),
    ]) {
      expect(await errorOf(call())).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Installer not found.',
      });
    }
    const [shared] = await contactsCallerFor(database.db, coordinator).notes.list({ installerId });
    expect(await errorOf(api.notes.delete({ id: shared!.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('refuses callers without a session', async () => {
    expect(
      await errorOf(contactsCallerFor(database.db, null).notes.list({ installerId })),
    ).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
