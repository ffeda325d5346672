import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@/shared/format';
import { EMAIL_REQUIRED_MESSAGE, TOO_MANY_RECIPIENTS_MESSAGE } from '@/shared/installers/schemas';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import {
  auditLog,
  escalations,
  installerActivities,
  installers,
  outboxEmails,
} from '@/server/db/schema/index';
import { createMailerFromTransport, type Mailer } from '@/server/mail/mailer';
import { expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTestServices } from '@/server/test-support/test-services';
import { SEND_LIMIT } from './send-rate-limit';
import { loadTemplateValues } from './template-values';
import { contactsCallerFor, errorOf, insertInstaller } from './test-kit';

let database: Database;
type User = Awaited<ReturnType<typeof createUser>>;
let coordinator: User;
let inspector: User;
let outsider: User;
let acme: typeof installers.$inferSelect;
let bare: typeof installers.$inferSelect;
let escalated: typeof installers.$inferSelect;
let templateId: string;
/** The services of the callers below: a test swaps the mailer or the public URL in it. */
const services = createTestServices();

const ALL_VARIABLES =
  '{{name}}|{{qmpNumber}}|{{companyNumber}}|{{email}}|{{phone}}|{{address}}|{{lastInspection}}|' +
  '{{nextDueDate}}|{{inspectionOutcome}}|{{complianceRate}}|{{currentDate}}|{{inspectorName}}|{{portalUrl}}';

beforeAll(async () => {
  database = await openTestDatabase();
  const make = (email: string, firstName: string, role: User['role'], tenantId?: string) =>
    createUser(database.db, { email, firstName, lastName: 'Smith', role, tenantId });
  coordinator = await make('cora@test.uk', 'Cora', 'COORDINATOR');
  inspector = await make('ian@test.uk', 'Ian', 'INSPECTOR');
  await createTenant(database.db, 'other-tenant');
  outsider = await make('olga@test.uk', 'Olga', 'ADMIN', 'other-tenant');
  const tenantId = coordinator.tenantId;
  acme = await insertInstaller(database.db, {
    tenantId,
    name: 'Acme Insulation',
    email: 'Office@Acme.example',
    phone: '0113 496 0000',
    address: '1 Mill Lane, Leeds LS1 1AA',
    qmpCertNumber: 'QMP-123',
    companyNumber: '01234567',
    complianceRate: 85,
    lastInspection: '2026-01-15',
    nextDueDate: '2026-04-15',
    lastResult: 'Pass',
  });
  bare = await insertInstaller(database.db, { tenantId, name: 'No Mail Ltd' });
  escalated = await insertInstaller(database.db, {
    tenantId,
    name: 'Trouble Ltd',
    email: 'boss@trouble.example',
    pendingCount: 2,
  });
  await database.db
    .insert(escalations)
    .values({ tenantId, installerId: escalated.id, priority: 'High', reason: 'Repeated fails' });
  templateId = (
    await contactsCallerFor(database.db, coordinator, services).templates.create({
      name: 'Everything',
      category: 'other',
      subject: 'Hello {{name}}',
      body: ALL_VARIABLES,
    })
  ).id;
});
afterEach(() => Object.assign(services, { mailer: null, portalUrl: 'https://qa.example.org' }));
afterAll(() => database.close());

function recordingMailer() {
  const inner = createMailerFromTransport(
    nodemailer.createTransport({ jsonTransport: true }),
    'qa@inspecthub.invalid',
  );
  const sent: Record<string, unknown>[] = [];
  const mailer: Mailer = {
    send: async (email) => {
      const info = await inner.send(email);
      sent.push(JSON.parse(info.message) as Record<string, unknown>);
      return info;
    },
    close: inner.close,
  };
  return { mailer, sent };
}

const email = (extra: Record<string, unknown> = {}) => ({
  installerId: acme.id,
  to: [' Office@Acme.example ; second@acme.example', 'office@acme.example'],
  cc: ['cc@acme.example', 'SECOND@acme.example'],
  bcc: ['audit@qa.example'],
  subject: 'Visit on Monday',
  body: 'See you then.',
  ...extra,
});

describe('emails.send', () => {
  it('queues without a mail server, records the contact and says why it waits', async () => {
    Object.assign(services, { mailer: null });
    const api = contactsCallerFor(database.db, inspector, services);
    const result = await api.emails.send(email());
    expect(result.status).toBe('queued');
    const [row] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, result.id));
    expect(row).toMatchObject({
      to: ['office@acme.example', 'second@acme.example'],
      cc: ['cc@acme.example'],
      bcc: ['audit@qa.example'],
      status: 'queued',
      attempts: 0,
    });
    const listed = await api.emails.list({ installerId: acme.id });
    expect(listed[0]).toMatchObject({
      id: result.id,
      statusLabel: 'Queued (no mail server configured)',
    });
    const [installer] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.id, acme.id));
    expect(installer!.lastContact).toEqual(row!.createdAt);
    const activity = await database.db
      .select()
      .from(installerActivities)
      .where(
        and(eq(installerActivities.installerId, acme.id), eq(installerActivities.type, 'email')),
      );
    expect(activity.map((a) => a.title)).toContain('E-mail: Visit on Monday');
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, result.id));
    expect(audit).toMatchObject([
      { action: 'send', resource: 'installer_email', userId: inspector.id },
    ]);
  });

  it('delivers at once through the mail server and marks it sent', async () => {
    const { mailer, sent } = recordingMailer();
    Object.assign(services, { mailer });
    const result = await contactsCallerFor(database.db, inspector, services).emails.send(
      email({ subject: 'Hi {{name}}', body: 'Due {{nextDueDate}}, {{inspectorName}}' }),
    );
    expect(result.status).toBe('sent');
    expect(sent).toEqual([
      expect.objectContaining({
        to: [
          { address: 'office@acme.example', name: '' },
          { address: 'second@acme.example', name: '' },
        ],
        cc: [{ address: 'cc@acme.example', name: '' }],
        bcc: [{ address: 'audit@qa.example', name: '' }],
        subject: 'Hi Acme Insulation',
        text: 'Due 15/04/2026, Ian Smith',
      }),
    ]);
  });

  it('records a refused delivery as failed with the error', async () => {
    const refusing = createMailerFromTransport(
      nodemailer.createTransport({
        name: 'refusing',
        version: '1',
        send: (_mail, callback) => callback(new Error('554 Relay denied'), undefined),
      }),
      'qa@inspecthub.invalid',
    );
    Object.assign(services, { mailer: refusing });
    const result = await contactsCallerFor(database.db, inspector, services).emails.send(email());
    expect(result.status).toBe('failed');
    const [row] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, result.id));
    expect(row).toMatchObject({ status: 'failed', error: '554 Relay denied', attempts: 1 });
  });

  it('refuses missing fields and addresses that are not e-mail addresses', async () => {
    const api = contactsCallerFor(database.db, inspector, services);
    await expectBadRequest(api.emails.send(email({ to: [' ', ''] })), EMAIL_REQUIRED_MESSAGE);
    await expectBadRequest(api.emails.send(email({ subject: '  ' })), EMAIL_REQUIRED_MESSAGE);
    await expectBadRequest(api.emails.send(email({ body: '' })), EMAIL_REQUIRED_MESSAGE);
    await expectBadRequest(
      api.emails.send(email({ cc: ['not-an-address'] })),
      'Invalid e-mail address: not-an-address',
    );
  });
});

/** Addresses typed five to a line, comma-separated, as people paste them. */
const inFives = (list: string[]) =>
  Array.from({ length: Math.ceil(list.length / 5) }, (_, i) =>
    list.slice(i * 5, i * 5 + 5).join(', '),
  );

describe('sending limits', () => {
  it('refuses one message to more than 50 recipients, however the addresses are listed', async () => {
    const api = contactsCallerFor(database.db, inspector, services);
    const many = Array.from({ length: 51 }, (_, i) => `person${i}@outside.example`);
    await expectBadRequest(
      api.emails.send(email({ to: inFives(many.slice(0, 40)), cc: many.slice(40), bcc: [] })),
      TOO_MANY_RECIPIENTS_MESSAGE,
    );
    const fifty = await api.emails.send(email({ to: many.slice(0, 50), cc: [], bcc: [] }));
    expect(fifty.status).toBe('queued');
  });

  it('limits how many people one user e-mails in ten minutes, and says when to retry', async () => {
    Object.assign(services, { mailer: null });
    const sender = await createUser(database.db, { firstName: 'Busy', lastName: 'Sender' });
    const api = contactsCallerFor(database.db, sender, services);
    const fifty = Array.from({ length: 50 }, (_, i) => `crowd${i}@outside.example`);
    for (let n = 0; n < SEND_LIMIT.recipients / 50; n++) {
      await api.emails.send(email({ to: fifty, cc: [], bcc: [] }));
    }
    const error = await errorOf(
      api.emails.send(email({ to: ['one@outside.example'], cc: [], bcc: [] })),
    );
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toBe(
      'You can e-mail at most 600 recipients in 10 minutes. Try again in 10 minutes.',
    );
    // Others are not affected.
    const other = await contactsCallerFor(database.db, coordinator, services).emails.send(
      email({ to: ['one@outside.example'], cc: [], bcc: [] }),
    );
    expect(other.status).toBe('queued');
  });
});

describe('drafts', () => {
  it('keeps a draft to its author until they send it', async () => {
    const mine = contactsCallerFor(database.db, inspector, services);
    const theirs = contactsCallerFor(database.db, coordinator, services);
    const { id } = await mine.emails.saveDraft({
      installerId: acme.id,
      to: ['half-typed'],
      subject: 'Draft',
    });
    expect(
      (await mine.emails.list({ installerId: acme.id })).find((e) => e.id === id),
    ).toMatchObject({ status: 'draft', to: ['half-typed'] });
    expect((await theirs.emails.list({ installerId: acme.id })).map((e) => e.id)).not.toContain(id);
    expect(await errorOf(theirs.emails.send(email({ id })))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'E-mail draft not found.',
    });
    expect(await mine.emails.saveDraft({ id, installerId: acme.id, subject: 'Draft 2' })).toEqual({
      id,
    });
    expect(await mine.emails.send(email({ id }))).toEqual({ id, status: 'queued' });
    expect((await theirs.emails.list({ installerId: acme.id })).map((e) => e.id)).toContain(id);
  });
});

describe('templates filled with the installer’s real data', () => {
  it('substitutes every variable', async () => {
    Object.assign(services, { portalUrl: 'https://qa.example.org' });
    const filled = await contactsCallerFor(database.db, coordinator, services).emails.fillTemplate({
      installerId: acme.id,
      templateId,
    });
    expect(filled.subject).toBe('Hello Acme Insulation');
    expect(filled.body.split('|')).toEqual([
      'Acme Insulation',
      'QMP-123',
      '01234567',
      'Office@Acme.example',
      '0113 496 0000',
      '1 Mill Lane, Leeds LS1 1AA',
      '15/01/2026',
      '15/04/2026',
      'Pass',
      '85%',
      formatDate(new Date()),
      'Cora Smith',
      'https://qa.example.org',
    ]);
    const sparse = await contactsCallerFor(database.db, coordinator, services).emails.fillTemplate({
      installerId: bare.id,
      templateId,
    });
    // Issue 28, point 14: missing values are never 'N/A'; this one-sentence template names
    // them all, so its sentence is left out whole.
    expect(sparse.body).not.toContain('N/A');
    expect(sparse.body).toBe('');
    const open = await contactsCallerFor(database.db, coordinator, services).emails.fillTemplate({
      installerId: escalated.id,
      templateId,
    });
    // Its line names values Trouble Ltd lacks, so the outcome is checked on the values.
    expect(open.body).toBe('');
    const [row] = await database.db
      .select()
      .from(installers)
      .where(eq(installers.id, escalated.id));
    const values = await loadTemplateValues(database.db, row!, { name: 'Cora', portalUrl: '' });
    expect(values.inspectionOutcome).toBe('Escalated');
  });

  it('hides other tenants’ installers and templates', async () => {
    const api = contactsCallerFor(database.db, outsider, services);
    expect(
      await errorOf(api.emails.fillTemplate({ installerId: acme.id, templateId })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Installer not found.' });
    expect(await errorOf(api.emails.list({ installerId: acme.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('emails.sendBulk', () => {
  it('queues one e-mail per installer with its own values and counts those without an address', async () => {
    const result = await contactsCallerFor(database.db, coordinator, services).emails.sendBulk({
      installerIds: [acme.id, bare.id, escalated.id, acme.id],
      subject: 'Update for {{name}}',
      body: 'Outcome: {{inspectionOutcome}}',
      templateId,
    });
    expect(result).toEqual({ queued: 2, skipped: 1 });
    const rows = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.templateId, templateId), eq(outboxEmails.status, 'queued')));
    expect(rows.map((r) => [r.to, r.subject, r.body]).sort()).toEqual([
      [['boss@trouble.example'], 'Update for Trouble Ltd', 'Outcome: Escalated'],
      [['office@acme.example'], 'Update for Acme Insulation', 'Outcome: Pass'],
    ]);
  });

  it('is for editors only and refuses installers of another tenant', async () => {
    const input = { installerIds: [acme.id], subject: 'S', body: 'B' };
    expect(
      await errorOf(contactsCallerFor(database.db, inspector, services).emails.sendBulk(input)),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this (installers:edit).',
    });
    expect(
      await errorOf(contactsCallerFor(database.db, outsider, services).emails.sendBulk(input)),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Installer not found.',
    });
    await expectBadRequest(
      contactsCallerFor(database.db, coordinator, services).emails.sendBulk({
        ...input,
        installerIds: [],
      }),
      'Select at least one installer',
    );
  });
});
