import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FAQS } from '@/shared/support/faq';
import { SUPPORT_GUIDES } from '@/shared/support/guides';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, supportFaqs } from '@/server/db/schema/index';
import { buildTestApp, signInRequest } from '@/server/test-support/test-app';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createStaff } from '@/server/test-support/staff-and-inspections';

let database: Database;
let staff: Awaited<ReturnType<typeof createStaff>>;
let outsider: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createStaff(database);
  await createTenant(database.db, 'faq-other');
  outsider = await createUser(database.db, { role: 'ADMIN', tenantId: 'faq-other' });
});
afterAll(() => database.close());

const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'OK',
    (error: { code?: string }) => error.code ?? 'THREW',
  );

const auditsOf = (resourceId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'support_faq'), eq(auditLog.resourceId, resourceId)));

describe('support.faq', () => {
  it('starts every tenant with the default FAQ in three categories, once', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const [first, again] = await Promise.all([tom.support.faq.list({}), tom.support.faq.list({})]);
    expect(first.groups.map((g) => g.category)).toEqual([
      'Getting Started',
      'Inspections',
      'Reports & Data',
    ]);
    expect(first.total).toBe(DEFAULT_FAQS.length);
    expect(again.total).toBe(DEFAULT_FAQS.length);
    const reports = first.groups.find((g) => g.category === 'Reports & Data')!;
    expect(reports.entries.map((e) => e.answer).join(' ')).toContain(
      'Admin users can customise report templates',
    );
  });

  it('searches question and answer, any case, and treats % and _ literally', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const byQuestion = await tom.support.faq.list({ search: 'PENDING QUEUE' });
    expect(byQuestion.groups).toEqual([
      {
        category: 'Inspections',
        entries: [expect.objectContaining({ question: 'What is the pending queue?' })],
      },
    ]);
    const byAnswer = await tom.support.faq.list({ search: 'authenticator app' });
    expect(byAnswer.groups.flatMap((g) => g.entries.map((e) => e.question))).toEqual([
      'How do I sign in?',
    ]);
    expect((await tom.support.faq.list({ search: '%' })).total).toBe(0);
  });

  it('an ADMIN adds, edits and deletes entries, each audited; a new category is appended', async () => {
    const ada = callerFor(database.db, staff.admin);
    const added = await ada.support.faq.create({
      category: '  Inspections ',
      question: 'Can I reopen a cancelled inspection?',
      answer: 'No; register a new one.',
    });
    const inInspections = (await ada.support.faq.list({})).groups.find(
      (g) => g.category === 'Inspections',
    )!;
    // Last in its own category, not at the end of the FAQ.
    expect(inInspections.entries.at(-1)!.question).toBe('Can I reopen a cancelled inspection?');

    const billing = await ada.support.faq.create({
      category: 'Billing',
      question: 'Who pays for a failed inspection?',
      answer: 'The installer, as agreed in the scheme rules.',
    });
    expect((await ada.support.faq.list({})).groups.at(-1)!.category).toBe('Billing');
    expect(await ada.support.faq.categories()).toEqual([
      'Getting Started',
      'Inspections',
      'Reports & Data',
      'Billing',
    ]);

    await ada.support.faq.update({
      id: added.id,
      category: 'Inspections',
      question: 'Can I reopen a cancelled inspection?',
      answer: 'No. Register a new inspection instead.',
    });
    const [row] = await database.db.select().from(supportFaqs).where(eq(supportFaqs.id, added.id));
    expect(row).toMatchObject({
      answer: 'No. Register a new inspection instead.',
      updatedBy: staff.admin.id,
    });

    await ada.support.faq.delete({ id: billing.id });
    expect((await ada.support.faq.list({ search: 'failed inspection' })).total).toBe(0);

    expect((await auditsOf(added.id)).map((a) => a.action).sort()).toEqual(['create', 'update']);
    const [update] = (await auditsOf(added.id)).filter((a) => a.action === 'update');
    expect(update!.details).toMatchObject({
      changed: {
        answer: {
          from: 'No; register a new one.',
          to: 'No. Register a new inspection instead.',
        },
      },
    });
    expect(await auditsOf(billing.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'delete', userId: staff.admin.id }),
      ]),
    );
  });

  it('an ADMIN moves an entry up or down within its category, audited; the ends stay put', async () => {
    const ada = callerFor(database.db, staff.admin);
    const questions = async () =>
      (await ada.support.faq.list({})).groups
        .find((g) => g.category === 'Getting Started')!
        .entries.map((e) => e.question);
    const before = await questions();
    const [first, second] = (await ada.support.faq.list({})).groups[0]!.entries;
    expect(await ada.support.faq.move({ id: second!.id, direction: 'up' })).toEqual({
      id: second!.id,
      moved: true,
    });
    expect(await questions()).toEqual([before[1], before[0], ...before.slice(2)]);
    // Now first in its category: up again changes nothing.
    expect(await ada.support.faq.move({ id: second!.id, direction: 'up' })).toMatchObject({
      moved: false,
    });
    await ada.support.faq.move({ id: first!.id, direction: 'up' });
    expect(await questions()).toEqual(before);
    expect((await auditsOf(second!.id)).map((a) => a.action)).toEqual(['reorder']);
    // The last entry of a category does not move into the next one.
    const groups = (await ada.support.faq.list({})).groups;
    const last = groups[0]!.entries.at(-1)!;
    expect(await ada.support.faq.move({ id: last.id, direction: 'down' })).toMatchObject({
      moved: false,
    });
    expect(
      await codeOf(
        callerFor(database.db, staff.inspector).support.faq.move({ id: last.id, direction: 'up' }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(
        callerFor(database.db, outsider).support.faq.move({ id: last.id, direction: 'up' }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('refuses blank or over-long fields with the form messages', async () => {
    const ada = callerFor(database.db, staff.admin);
    await expectBadRequest(
      ada.support.faq.create({ category: ' ', question: 'Q', answer: 'A' }),
      'Category is required',
    );
    await expectBadRequest(
      ada.support.faq.create({ category: 'C', question: '   ', answer: 'A' }),
      'Question is required',
    );
    await expectBadRequest(
      ada.support.faq.create({ category: 'C', question: 'Q', answer: '' }),
      'Answer is required',
    );
    await expectBadRequest(
      ada.support.faq.create({ category: 'C', question: 'Q'.repeat(301), answer: 'A' }),
      'Question must be no more than 300 characters',
    );
  });

  it('INSPECTOR and COORDINATOR cannot change the FAQ (FORBIDDEN) but read it', async () => {
    const [entry] = (await callerFor(database.db, staff.admin).support.faq.list({})).groups[0]!
      .entries;
    for (const user of [staff.inspector, staff.coordinator]) {
      const caller = callerFor(database.db, user);
      expect(
        await codeOf(caller.support.faq.create({ category: 'C', question: 'Q', answer: 'A' })),
      ).toBe('FORBIDDEN');
      expect(
        await codeOf(
          caller.support.faq.update({ id: entry!.id, category: 'C', question: 'Q', answer: 'A' }),
        ),
      ).toBe('FORBIDDEN');
      expect(await codeOf(caller.support.faq.delete({ id: entry!.id }))).toBe('FORBIDDEN');
      expect(await codeOf(caller.support.faq.list({}))).toBe('OK');
    }
    expect(await codeOf(callerFor(database.db, null).support.faq.list({}))).toBe('UNAUTHORIZED');
  });

  it('keeps each tenant’s FAQ to itself', async () => {
    const ada = callerFor(database.db, staff.admin);
    const mine = await ada.support.faq.create({
      category: 'Local',
      question: 'Only in the default tenant?',
      answer: 'Yes.',
    });
    const otto = callerFor(database.db, outsider);
    const theirs = await otto.support.faq.list({});
    expect(theirs.total).toBe(DEFAULT_FAQS.length); // their own defaults, nothing of ours
    expect((await otto.support.faq.list({ search: 'default tenant' })).total).toBe(0);
    expect(
      await codeOf(
        otto.support.faq.update({ id: mine.id, category: 'X', question: 'Hijack', answer: 'A' }),
      ),
    ).toBe('NOT_FOUND');
    expect(await codeOf(otto.support.faq.delete({ id: mine.id }))).toBe('NOT_FOUND');
    expect((await ada.support.faq.list({ search: 'default tenant' })).total).toBe(1);
  });

  it('never brings back defaults an ADMIN deleted', async () => {
    await createTenant(database.db, 'faq-empty');
    const eve = await createUser(database.db, { role: 'ADMIN', tenantId: 'faq-empty' });
    const caller = callerFor(database.db, eve);
    for (const group of (await caller.support.faq.list({})).groups)
      for (const entry of group.entries) await caller.support.faq.delete({ id: entry.id });
    expect((await caller.support.faq.list({})).total).toBe(0);
  });
});

describe('support.contact', () => {
  it('defaults to the spec’s hours with nothing else set', async () => {
    const tom = callerFor(database.db, staff.inspector);
    expect(await tom.support.contact.get()).toEqual({
      email: '',
      phone: '',
      hours: 'Monday-Friday 9:00-17:00 GMT',
      emergencyPhone: '',
    });
  });

  it('an ADMIN saves it (audited) and everyone reads it; others are FORBIDDEN', async () => {
    const ada = callerFor(database.db, staff.admin);
    const contact = {
      email: 'help@example.org',
      phone: '+44 20 7946 0000',
      hours: 'Monday-Friday 8:00-18:00 GMT',
      emergencyPhone: '0800 123 4567',
    };
    await ada.support.contact.save(contact);
    expect(await callerFor(database.db, staff.inspector).support.contact.get()).toEqual(contact);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'setting'), eq(auditLog.resourceId, 'supportContact')));
    expect(audit).toMatchObject({ action: 'update', userId: staff.admin.id });
    expect(
      await codeOf(callerFor(database.db, staff.inspector).support.contact.save(contact)),
    ).toBe('FORBIDDEN');
    expect(
      await codeOf(callerFor(database.db, staff.coordinator).support.contact.save(contact)),
    ).toBe('FORBIDDEN');
    // Another tenant still has the defaults.
    expect((await callerFor(database.db, outsider).support.contact.get()).email).toBe('');
  });

  it('refuses an invalid e-mail, phone or blank hours with the form messages', async () => {
    const ada = callerFor(database.db, staff.admin);
    const valid = { email: '', phone: '', hours: 'Always', emergencyPhone: '' };
    await expectBadRequest(
      ada.support.contact.save({ ...valid, email: 'not-an-email' }),
      'Email format is invalid',
    );
    await expectBadRequest(
      ada.support.contact.save({ ...valid, phone: 'call me' }),
      'Phone format is invalid',
    );
    await expectBadRequest(
      ada.support.contact.save({ ...valid, emergencyPhone: '12' }),
      'Emergency line format is invalid',
    );
    await expectBadRequest(
      ada.support.contact.save({ ...valid, hours: '  ' }),
      'Hours is required',
    );
  });
});

describe('support.list filters', () => {
  it('filters by category and priority, alone and with status', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const tag = `Filter ${Date.now()}`;
    await tom.support.create({ subject: `${tag} A`, description: 'x', category: 'billing' });
    await tom.support.create({
      subject: `${tag} B`,
      description: 'x',
      category: 'billing',
      priority: 'urgent',
    });
    await tom.support.create({ subject: `${tag} C`, description: 'x', priority: 'urgent' });
    const subjects = async (input: Parameters<typeof tom.support.list>[0]) =>
      (await tom.support.list({ search: tag, ...input })).items.map((t) => t.subject).sort();
    expect(await subjects({ category: 'billing' })).toEqual([`${tag} A`, `${tag} B`]);
    expect(await subjects({ priority: 'urgent' })).toEqual([`${tag} B`, `${tag} C`]);
    expect(await subjects({ category: 'billing', priority: 'urgent' })).toEqual([`${tag} B`]);
    expect(await subjects({ category: 'billing', status: 'closed' })).toEqual([]);
    expect(await subjects({ category: 'all', priority: 'all' })).toHaveLength(3);
    expect(await codeOf(tom.support.list({ category: 'nonsense' as 'billing' }))).toBe(
      'BAD_REQUEST',
    );
  });
});

describe('user guide and API documentation PDFs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(database);
  });
  afterAll(() => app.close());

  const bearer = async (email: string) => {
    const response = await app.inject(
      signInRequest(email, 'password-1', { ip: `198.51.100.${Math.floor(Math.random() * 200)}` }),
    );
    return { authorization: `Bearer ${response.headers['set-auth-token'] as string}` };
  };

  it('gives any signed-in user the user guide as a PDF download made from docs/user-guide.md', async () => {
    const response = await app.inject({
      method: 'GET',
      url: SUPPORT_GUIDES.userGuide.url,
      headers: await bearer('tom@test.uk'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="InspectHub-User-Guide.pdf"',
    );
    const body = response.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(5_000);
    // The document's title and outline come from the Markdown.
    const text = body.toString('latin1');
    expect(text).toContain('InspectHub User Guide');
    expect(text).toMatch(/\/Count \d+/); // several pages
    // Its outline (bookmarks) is the guide's headings.
    for (const heading of ['Signing in', 'Inspections', 'Defects and follow-ups', 'Support'])
      expect(text).toContain(`/Title (${heading})`);
  });

  it('serves the API documentation inline, to be opened in the browser', async () => {
    const response = await app.inject({
      method: 'GET',
      url: SUPPORT_GUIDES.apiDocs.url,
      headers: await bearer('coord@test.uk'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="InspectHub-API-Documentation.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses an anonymous request with 401', async () => {
    for (const url of [SUPPORT_GUIDES.userGuide.url, SUPPORT_GUIDES.apiDocs.url]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });
});
