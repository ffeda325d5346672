import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, notifications, outboxEmails, supportTickets } from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { remindSlaTargets } from './sla-reminder-job';

let database: Database;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createStaff(database);
});
afterAll(() => database.close());

const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'OK',
    (error: { code?: string }) => error.code ?? 'THREW',
  );

const ticketFor = (subject: string) => ({ subject, description: `About ${subject}` });

const notificationsOf = (userId: string) =>
  database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('support.create', () => {
  it('numbers tickets SUPP-YYYY-NNN per tenant and year, with the spec defaults, audited', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const first = await tom.support.create(ticketFor('Cannot export CSV'));
    const second = await tom.support.create({
      ...ticketFor('Invoice wrong'),
      category: 'billing',
      priority: 'high',
    });
    const year = new Date().getUTCFullYear();
    expect(first.reference).toBe(`SUPP-${year}-001`);
    expect(second.reference).toBe(`SUPP-${year}-002`);
    const [row] = await database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, first.id));
    expect(row).toMatchObject({
      category: 'technical',
      priority: 'medium',
      status: 'open',
      requesterId: staff.inspector.id,
      assigneeId: null,
    });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'support_ticket'), eq(auditLog.resourceId, first.id)));
    expect(audit).toMatchObject({ action: 'create', userId: staff.inspector.id });
  });

  it('refuses a blank subject or description with the form messages', async () => {
    const tom = callerFor(database.db, staff.inspector);
    await expectBadRequest(
      tom.support.create({ subject: '   ', description: 'x' }),
      'Subject is required',
    );
    await expectBadRequest(
      tom.support.create({ subject: 'x', description: '' }),
      'Description is required',
    );
    await expectBadRequest(
      tom.support.create({ subject: 'x', description: 'y', category: 'nonsense' as 'other' }),
      'Category is required',
    );
  });
});

describe('who sees what', () => {
  it('a requester sees their own tickets; a handler sees all; another tenant sees none', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const ivy = callerFor(database.db, staff.otherInspector);
    const mine = await tom.support.create(ticketFor('Tom only'));
    await ivy.support.create(ticketFor('Ivy only'));

    const tomsList = await tom.support.list({ search: 'only' });
    expect(tomsList.items.map((t) => t.subject)).toEqual(['Tom only']);
    expect(tomsList.isHandler).toBe(false);
    expect(await codeOf(ivy.support.get({ id: mine.id }))).toBe('NOT_FOUND');
    expect(await codeOf(ivy.support.reply({ ticketId: mine.id, body: 'Me too' }))).toBe(
      'NOT_FOUND',
    );

    const coordinator = callerFor(database.db, staff.coordinator);
    const all = await coordinator.support.list({ search: 'only' });
    expect(all.items.map((t) => t.subject).sort()).toEqual(['Ivy only', 'Tom only']);
    expect(all.isHandler).toBe(true);
    expect((await coordinator.support.list({ search: mine.reference })).items).toHaveLength(1);

    await createTenant(database.db, 'support-other');
    const outsider = await createUser(database.db, { role: 'ADMIN', tenantId: 'support-other' });
    const theirs = callerFor(database.db, outsider);
    expect((await theirs.support.list({})).items).toHaveLength(0);
    expect(await codeOf(theirs.support.get({ id: mine.id }))).toBe('NOT_FOUND');
    expect(await codeOf(theirs.support.update({ id: mine.id, status: 'closed' }))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('conversation', () => {
  it('a staff reply is the first response and tells the requester; internal notes stay internal', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const coordinator = callerFor(database.db, staff.coordinator);
    const ticket = await tom.support.create(ticketFor('Photos will not upload'));
    const before = (await notificationsOf(staff.inspector.id)).length;

    expect(
      await codeOf(tom.support.reply({ ticketId: ticket.id, body: 'Secret', internal: true })),
    ).toBe('FORBIDDEN');
    await coordinator.support.reply({
      ticketId: ticket.id,
      body: 'Checking the logs',
      internal: true,
    });
    expect((await notificationsOf(staff.inspector.id)).length).toBe(before);
    expect((await tom.support.get({ id: ticket.id })).firstResponseAt).toBeNull();

    await coordinator.support.reply({ ticketId: ticket.id, body: 'Please try again now' });
    const seenByTom = await tom.support.get({ id: ticket.id });
    expect(seenByTom.firstResponseAt).not.toBeNull();
    expect(seenByTom.messages.map((m) => m.body)).toEqual(['Please try again now']);
    const seenByStaff = await coordinator.support.get({ id: ticket.id });
    expect(seenByStaff.messages.map((m) => [m.body, m.internal])).toEqual([
      ['Checking the logs', true],
      ['Please try again now', false],
    ]);
    const told = await notificationsOf(staff.inspector.id);
    expect(told.length).toBe(before + 1);
    expect(told.at(-1)).toMatchObject({
      title: `Reply on ${ticket.reference}`,
      actionUrl: `/support/${ticket.id}`,
    });
    const stats = (await coordinator.support.list({})).stats;
    expect(stats.avgResponseMinutes).not.toBeNull();
    expect(stats.avgResponseMinutes).toBeGreaterThanOrEqual(0);
  });

  it('a requester reply reopens a pending ticket; a closed ticket takes no replies', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const coordinator = callerFor(database.db, staff.coordinator);
    const ticket = await tom.support.create(ticketFor('Waiting on me'));
    await coordinator.support.update({ id: ticket.id, status: 'pending' });
    await tom.support.reply({ ticketId: ticket.id, body: 'Here is the file name' });
    const reopened = await coordinator.support.get({ id: ticket.id });
    expect(reopened.status).toBe('open');
    expect(reopened.history.map((h) => [h.field, h.fromValue, h.toValue])).toEqual([
      ['status', 'open', 'pending'],
      ['status', 'pending', 'open'],
    ]);
    await coordinator.support.update({ id: ticket.id, status: 'closed' });
    expect(await codeOf(tom.support.reply({ ticketId: ticket.id, body: 'One more' }))).toBe(
      'PRECONDITION_FAILED',
    );
  });
});

describe('support.update', () => {
  it('is for handlers: status, priority and assignee, in the history, with notifications', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const coordinator = callerFor(database.db, staff.coordinator);
    const ticket = await tom.support.create(ticketFor('Reset my MFA'));
    expect(await codeOf(tom.support.update({ id: ticket.id, status: 'resolved' }))).toBe(
      'FORBIDDEN',
    );
    const handlers = await coordinator.support.handlers();
    expect(handlers.map((h) => h.name).sort()).toEqual(['Ada Min', 'Cora Ord']);
    await coordinator.support.update({
      id: ticket.id,
      priority: 'urgent',
      assigneeId: staff.admin.id,
    });
    expect((await notificationsOf(staff.admin.id)).at(-1)).toMatchObject({
      title: `${ticket.reference} assigned to you`,
    });
    await coordinator.support.update({ id: ticket.id, status: 'resolved' });
    const done = await coordinator.support.get({ id: ticket.id });
    expect(done).toMatchObject({ status: 'resolved', priority: 'urgent', assigneeName: 'Ada Min' });
    expect(done.resolvedAt).not.toBeNull();
    expect(done.history.map((h) => h.field)).toEqual(['priority', 'assignee', 'status']);
    expect((await notificationsOf(staff.inspector.id)).at(-1)).toMatchObject({
      title: `${ticket.reference} is resolved`,
    });
    expect(
      await codeOf(coordinator.support.update({ id: ticket.id, assigneeId: 'no-such-user' })),
    ).toBe('BAD_REQUEST');
    await expectBadRequest(coordinator.support.update({ id: ticket.id }), 'Nothing to change');
  });
});

describe('e-mail to the requester', () => {
  it('queues a receipt, each staff reply and the resolution in the outbox, never an internal note', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const coordinator = callerFor(database.db, staff.coordinator);
    const ticket = await tom.support.create(ticketFor('Mail me'));
    const mails = async () =>
      (await database.db.select().from(outboxEmails)).filter((m) =>
        m.subject.startsWith(`[${ticket.reference}]`),
      );
    expect((await mails()).map((m) => [m.to, m.subject, m.status])).toEqual([
      [['tom@test.uk'], `[${ticket.reference}] We received your ticket: Mail me`, 'queued'],
    ]);
    await coordinator.support.reply({ ticketId: ticket.id, body: 'Internal only', internal: true });
    await coordinator.support.reply({ ticketId: ticket.id, body: 'Fixed on our side' });
    await coordinator.support.update({ id: ticket.id, status: 'resolved' });
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([
      `[${ticket.reference}] We received your ticket: Mail me`,
      `[${ticket.reference}] New reply: Mail me`,
      `[${ticket.reference}] Resolved: Mail me`,
    ]);
    expect(sent[1]!.body).toContain('Fixed on our side');
    expect(sent[1]!.body).toContain(`/support/${ticket.id}`);
    expect(sent.some((m) => m.body.includes('Internal only'))).toBe(false);

    // Not solved after all: the requester's reply opens it again.
    await tom.support.reply({ ticketId: ticket.id, body: 'Still broken' });
    const reopened = await coordinator.support.get({ id: ticket.id });
    expect(reopened).toMatchObject({ status: 'open', resolvedAt: null });
  });
});

describe('service levels', () => {
  it('every ticket carries its clock; an ADMIN changes the targets, nobody else', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const ticket = await tom.support.create({ ...ticketFor('Clock me'), priority: 'urgent' });
    const listed = (await tom.support.list({ search: 'Clock me' })).items[0]!;
    expect(listed.sla).toMatchObject({ target: 'first_response', targetMinutes: 60 });
    expect((await tom.support.get({ id: ticket.id })).sla).toMatchObject({
      target: 'first_response',
      paused: false,
    });
    expect(await tom.support.sla.get()).toMatchObject({
      urgent: { firstResponseHours: 1, resolutionHours: 8 },
    });
    const targets = await tom.support.sla.get();
    const changed = { ...targets, urgent: { firstResponseHours: 2, resolutionHours: 8 } };
    expect(await codeOf(tom.support.sla.save(changed))).toBe('FORBIDDEN');
    expect(await codeOf(callerFor(database.db, staff.coordinator).support.sla.save(changed))).toBe(
      'FORBIDDEN',
    );
    await callerFor(database.db, staff.admin).support.sla.save(changed);
    expect((await tom.support.get({ id: ticket.id })).sla).toMatchObject({ targetMinutes: 120 });
    await expectBadRequest(
      callerFor(database.db, staff.admin).support.sla.save({
        ...targets,
        low: { firstResponseHours: 90, resolutionHours: 80 },
      }),
      'A first response cannot be due after the resolution',
    );
    await callerFor(database.db, staff.coordinator).support.update({
      id: ticket.id,
      status: 'pending',
    });
    expect((await tom.support.get({ id: ticket.id })).sla).toMatchObject({ paused: true });
    await callerFor(database.db, staff.coordinator).support.update({
      id: ticket.id,
      status: 'resolved',
    });
    expect((await tom.support.get({ id: ticket.id })).sla).toBeNull();
  });
});

describe('service-level reminders', () => {
  it('tell the assignee once when a target nears and once when it passes', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const ticket = await tom.support.create({ ...ticketFor('Remind me'), priority: 'high' });
    // Raised Tuesday 09:00; High: first response within 4 business hours.
    await database.db
      .update(supportTickets)
      .set({ createdAt: new Date('2026-11-24T09:00:00Z'), assigneeId: staff.admin.id })
      .where(eq(supportTickets.id, ticket.id));
    const reminders = async () =>
      (await notificationsOf(staff.admin.id)).filter((n) => n.title.startsWith(ticket.reference));

    await remindSlaTargets(database.db, new Date('2026-11-24T10:00:00Z'));
    expect(await reminders()).toHaveLength(0);
    await remindSlaTargets(database.db, new Date('2026-11-24T12:30:00Z'));
    await remindSlaTargets(database.db, new Date('2026-11-24T12:45:00Z'));
    expect((await reminders()).map((n) => n.title)).toEqual([
      `${ticket.reference} is nearing its first response target`,
    ]);
    await remindSlaTargets(database.db, new Date('2026-11-24T14:00:00Z'));
    await remindSlaTargets(database.db, new Date('2026-11-24T15:00:00Z'));
    expect((await reminders()).map((n) => n.title)).toEqual([
      `${ticket.reference} is nearing its first response target`,
      `${ticket.reference} is past its first response target`,
    ]);
    expect((await reminders()).at(-1)!.message).toBe('"Remind me" is 1h over (business hours).');
  });
});

describe('support.merge', () => {
  it('moves a duplicate’s conversation to the original, closes it and points it there', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const coordinator = callerFor(database.db, staff.coordinator);
    const original = await tom.support.create(ticketFor('Login loop'));
    const duplicate = await tom.support.create(ticketFor('Login keeps looping'));
    await tom.support.reply({ ticketId: duplicate.id, body: 'Happens on my phone too' });
    await coordinator.support.reply({ ticketId: duplicate.id, body: 'Staff only', internal: true });

    expect(
      await codeOf(tom.support.merge({ id: duplicate.id, intoReference: original.reference })),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        coordinator.support.merge({ id: duplicate.id, intoReference: duplicate.reference }),
      ),
    ).toBe('BAD_REQUEST');
    expect(
      await codeOf(coordinator.support.merge({ id: duplicate.id, intoReference: 'SUPP-1999-001' })),
    ).toBe('NOT_FOUND');
    await expectBadRequest(
      coordinator.support.merge({ id: duplicate.id, intoReference: 'nonsense' }),
      'Enter a ticket reference such as SUPP-2026-001',
    );

    const kept = await coordinator.support.merge({
      id: duplicate.id,
      intoReference: original.reference.toLowerCase(),
    });
    expect(kept).toEqual({ id: original.id, reference: original.reference });
    const merged = await coordinator.support.get({ id: original.id });
    expect(merged.messages.map((m) => m.body)).toEqual([
      `${duplicate.reference}: Login keeps looping\n\nAbout Login keeps looping`,
      'Happens on my phone too',
      'Staff only',
    ]);
    expect(merged.history.at(-1)).toMatchObject({
      field: 'merge',
      fromValue: duplicate.reference,
    });
    const closed = await coordinator.support.get({ id: duplicate.id });
    expect(closed).toMatchObject({ status: 'closed', mergedIntoId: original.id, messages: [] });
    // The requester still sees only public messages on the original.
    expect((await tom.support.get({ id: original.id })).messages.map((m) => m.body)).not.toContain(
      'Staff only',
    );
    expect(
      await codeOf(
        coordinator.support.merge({ id: duplicate.id, intoReference: original.reference }),
      ),
    ).toBe('CONFLICT');
  });
});
