import { Faker, en_GB } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import {
  emailTemplates,
  installerActivities,
  installers,
  outboxEmails,
} from '@/server/db/schema/index';
import { expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { seedInstallerContacts } from './seed';
import { DEFAULT_EMAIL_TEMPLATES } from './template-defaults';
import { contactsCallerFor, errorOf, insertInstaller } from './test-kit';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let inspector: User;
let outsider: User;

beforeAll(async () => {
  database = await openTestDatabase();
  const make = (email: string, role: User['role'], tenantId?: string) =>
    createUser(database.db, { email, firstName: role, lastName: 'User', role, tenantId });
  admin = await make('ada@test.uk', 'ADMIN');
  inspector = await make('ian@test.uk', 'INSPECTOR');
  await createTenant(database.db, 'other-tenant');
  outsider = await make('olga@test.uk', 'ADMIN', 'other-tenant');
});
afterAll(() => database.close());

const LONG_BODY = `Dear {{name}}, ${'x'.repeat(120)} {{portalUrl}} {{name}}`;

describe('templates', () => {
  it('stores the variables it uses and lists a 100-character preview', async () => {
    const api = contactsCallerFor(database.db, admin);
    const created = await api.templates.create({
      name: 'Long',
      category: 'reminder',
      subject: 'Due {{nextDueDate}}',
      body: LONG_BODY,
    });
    expect(created.variables).toEqual(['nextDueDate', 'name', 'portalUrl']);
    const [listed] = await api.templates.list({ category: 'reminder' });
    expect(listed).toMatchObject({ id: created.id, preview: `${LONG_BODY.slice(0, 100)}…` });
    expect(await api.templates.list({ category: 'welcome' })).toEqual([]);
    const updated = await api.templates.update({
      id: created.id,
      name: 'Long',
      category: 'reminder',
      subject: 'Plain',
      body: 'Hi {{email}}',
    });
    expect(updated.variables).toEqual(['email']);
  });

  it('duplicates as "Copy of …" and deletes', async () => {
    const api = contactsCallerFor(database.db, admin);
    const source = await api.templates.create({
      name: 'Welcome pack',
      category: 'welcome',
      subject: 'Hi',
      body: 'Hello {{name}}',
    });
    const copy = await api.templates.duplicate({ id: source.id });
    expect(copy).toMatchObject({
      name: 'Copy of Welcome pack',
      body: 'Hello {{name}}',
      variables: ['name'],
    });
    expect(copy.id).not.toBe(source.id);
    expect(await api.templates.delete({ id: copy.id })).toEqual({ id: copy.id });
    expect((await api.templates.list({})).map((t) => t.id)).not.toContain(copy.id);
  });

  it('validates with the field messages', async () => {
    const api = contactsCallerFor(database.db, admin);
    await expectBadRequest(
      api.templates.create({ name: ' ', category: 'other', subject: 'S', body: 'B' }),
      'Name is required',
    );
    await expectBadRequest(
      api.templates.create({ name: 'N', category: 'other', subject: 'S', body: '  ' }),
      'Body is required',
    );
  });

  it('lets inspectors read templates but not change them; other tenants see none', async () => {
    const [some] = await contactsCallerFor(database.db, admin).templates.list({});
    const api = contactsCallerFor(database.db, inspector);
    expect((await api.templates.list({})).length).toBeGreaterThan(0);
    const input = { name: 'N', category: 'other' as const, subject: 'S', body: 'B' };
    for (const call of [
      () => api.templates.create(input),
      () => api.templates.update({ ...input, id: some!.id }),
      () => api.templates.duplicate({ id: some!.id }),
      () => api.templates.delete({ id: some!.id }),
    ]) {
      expect(await errorOf(call())).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You do not have permission to do this (installers:edit).',
      });
    }
    const other = contactsCallerFor(database.db, outsider);
    expect(await other.templates.list({})).toEqual([]);
    expect(await errorOf(other.templates.update({ ...input, id: some!.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Template not found.',
    });
  });
});

describe('activity and timeline', () => {
  it('merges notes, calls and e-mails newest first, without others’ private notes or drafts', async () => {
    const installer = await insertInstaller(database.db, {
      tenantId: admin.tenantId,
      name: 'Timeline Ltd',
      email: 'tl@example.com',
    });
    const installerId = installer.id;
    const mine = contactsCallerFor(database.db, admin);
    const other = contactsCallerFor(database.db, inspector);
    await mine.calls.create({
      installerId,
      notes: 'Old call',
      contactDate: '2020-01-01T09:00:00Z',
      purpose: 'follow_up',
      duration: 75,
    });
    const shared = await mine.notes.create({ installerId, title: 'Shared note', content: 'c' });
    await other.notes.create({ installerId, title: 'Their secret', content: 'c', isPrivate: true });
    await mine.emails.saveDraft({ installerId, subject: 'Unsent draft' });
    const sent = await mine.emails.send({
      installerId,
      to: ['tl@example.com'],
      subject: 'Latest e-mail',
      body: 'b',
    });
    const call = await mine.calls.create({ installerId, notes: 'Just now' });

    const timeline = await mine.activity.timeline({ installerId });
    expect(timeline.map((e) => [e.kind, e.title])).toEqual([
      ['call', 'Outbound call (general)'],
      ['email', 'Latest e-mail'],
      ['note', 'Shared note'],
      ['call', 'Outbound call (follow-up)'],
    ]);
    expect(timeline[0]).toMatchObject({
      id: call.id,
      detail: '< 1 min, completed: Just now',
      by: 'ADMIN User',
    });
    expect(timeline[1]).toMatchObject({ id: sent.id, detail: 'To: tl@example.com (queued)' });
    expect(timeline[2]!.id).toBe(shared.id);
    expect(timeline[3]!.detail).toBe('1h 15m, completed: Old call');
    expect((await other.activity.timeline({ installerId })).map((e) => e.title)).toContain(
      'Their secret',
    );

    const activity = await mine.activity.list({ installerId });
    expect(activity.map((a) => a.type)).toEqual(['contact', 'email', 'note', 'note', 'contact']);
    expect(activity[0]).toMatchObject({
      title: 'Outbound call (general)',
      createdByName: 'ADMIN User',
    });
  });

  it('refuses another tenant', async () => {
    const [installer] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.name, 'Timeline Ltd'));
    const api = contactsCallerFor(database.db, outsider);
    expect(await errorOf(api.activity.timeline({ installerId: installer!.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Installer not found.',
    });
    expect(await errorOf(api.activity.list({ installerId: installer!.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('seedInstallerContacts', () => {
  it('adds the default templates and contacts for about half the installers, on demo addresses', async () => {
    await createTenant(database.db, 'seed-tenant');
    const user = await createUser(database.db, {
      lastName: 'Seed',
      role: 'COORDINATOR',
      tenantId: 'seed-tenant',
    });
    const ids = [];
    for (let i = 0; i < 10; i++) {
      ids.push(
        (
          await insertInstaller(database.db, {
            tenantId: 'seed-tenant',
            name: `Seeded ${i}`,
            email: `office${i}@installer${i}.co.uk`,
          })
        ).id,
      );
    }
    const faker = new Faker({ locale: [en_GB], seed: 7 });
    await seedInstallerContacts(database.db, faker, {
      tenantId: 'seed-tenant',
      installerIds: ids,
      userIds: [user.id],
      now: new Date('2026-06-01T12:00:00Z'),
    });
    const templates = await database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.tenantId, 'seed-tenant'));
    expect(templates.map((t) => t.name).sort()).toEqual(
      DEFAULT_EMAIL_TEMPLATES.map((t) => t.name).sort(),
    );
    expect(templates.every((t) => t.variables.length > 0)).toBe(true);
    const touched = await database.db
      .select()
      .from(installers)
      .where(eq(installers.tenantId, 'seed-tenant'));
    expect(touched.filter((i) => i.lastContact !== null)).toHaveLength(5);
    const mail = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.tenantId, 'seed-tenant'));
    expect(mail.length).toBeGreaterThan(0);
    expect(
      mail.every((m) => m.to.every((a) => a.endsWith('.co.uk.example')) && !m.body.includes('{{')),
    ).toBe(true);
    const activity = await database.db
      .select()
      .from(installerActivities)
      .where(eq(installerActivities.tenantId, 'seed-tenant'));
    expect(activity.length).toBeGreaterThan(5);
  });
});
