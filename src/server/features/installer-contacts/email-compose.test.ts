import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { polishEmailBody } from '@/shared/installers/email-polish';
import type { Database } from '@/server/db/client';
import { createTenant } from '@/server/db/factories';
import { emailTemplates } from '@/server/db/schema/index';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { createInspection } from '@/server/test-support/inspections';
import { polishEmail } from './email-compose';
import { contactsCallerFor, errorOf, insertInstaller } from './test-kit';

let database: Database;
let admin: User;
let installerId: string;
let reminderId: string;
let followUpId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ admin } = await createStaff(database));
  const installer = await insertInstaller(database.db, {
    tenantId: 'default-tenant',
    name: 'Aire Valley Insulation',
    nextDueDate: '2026-09-30',
    lastInspection: '2026-03-14',
    complianceRate: 82,
    riskScore: 6,
  });
  installerId = installer.id;
  await createInspection(database.db, {
    reference: 'INS-2026-007001',
    installerId,
    status: 'PENDING',
    scheduledDate: '2026-10-02',
    propertyAddress: '14 Park Row, Leeds',
  });
  await createInspection(database.db, {
    reference: 'INS-2026-007002',
    installerId,
    status: 'FAILED',
    completedDate: '2026-08-20',
    completionNotes: 'Render cracked at the reveals',
  });
  const templates = await database.db
    .insert(emailTemplates)
    .values([
      {
        tenantId: 'default-tenant',
        name: 'Reminder',
        category: 'reminder',
        subject: 'x',
        body: 'x',
      },
      {
        tenantId: 'default-tenant',
        name: 'Follow',
        category: 'follow-up',
        subject: 'x',
        body: 'x',
      },
    ])
    .returning();
  reminderId = templates[0]!.id;
  followUpId = templates[1]!.id;
  await createTenant(database.db, 'other-tenant');
});
afterAll(() => database.close());

describe('AI Compose (installerContacts.emails.compose)', () => {
  it('drafts an overdue-inspection reminder with the real dates from the reminder template', async () => {
    const draft = await contactsCallerFor(database.db, admin).emails.compose({
      installerId,
      templateId: reminderId,
    });
    expect(draft.purpose).toBe('overdue-reminder');
    expect(draft.subject).toBe('Overdue inspection: Aire Valley Insulation');
    expect(draft.body).toBe(
      [
        'Dear Aire Valley Insulation,',
        'Our records show that your next quality inspection was due on 30/09/2026 and has not yet taken place. Your last inspection was on 14/03/2026.',
        'These inspections are past their scheduled date:\n- INS-2026-007001, 14 Park Row, Leeds: scheduled 02/10/2026',
        'Please contact us within 5 working days to arrange a date, so that your registration is not affected.',
        'Kind regards,\nAda Min',
      ].join('\n\n'),
    );
  });

  it('lists the failed inspections for a follow-up template', async () => {
    const draft = await contactsCallerFor(database.db, admin).emails.compose({
      installerId,
      templateId: followUpId,
    });
    expect(draft.body).toContain('- INS-2026-007002 (20/08/2026): Render cracked at the reveals');
  });

  it("refuses another tenant's installer", async () => {
    const outsider = { ...admin, tenantId: 'other-tenant' };
    const error = await errorOf(
      contactsCallerFor(database.db, outsider).emails.compose({ installerId }),
    );
    expect(error.code).toBe('NOT_FOUND');
  });
});

describe('AI Polish', () => {
  it('adds a greeting and a sign-off, tidies spacing and capitals, and changes nothing twice', () => {
    const names = { recipient: 'Aire Valley Insulation', sender: 'Ada Min' };
    const once = polishEmailBody(
      'please  send the photos ,  i need them by friday\n\n\n\nthanks',
      names,
    );
    expect(once).toBe(
      'Dear Aire Valley Insulation,\n\nPlease send the photos, I need them by friday.\n\nThanks',
    );
    expect(polishEmailBody(once, names)).toBe(once);
    expect(polishEmailBody('hello team\n\nall good', names)).toBe(
      'Hello team,\n\nAll good.\n\nKind regards,\nAda Min',
    );
  });

  it('goes through the configured model, and keeps the local tidy when the model changes a number', async () => {
    let content = '';
    const server: Server = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ message: { content } }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const model = { url, kind: 'openai' as const, model: 'x', timeoutMs: 2000 };
    const actor = {
      db: database.db,
      tenantId: 'default-tenant',
      user: { ...admin, name: 'Ada Min' },
      ip: '127.0.0.1',
    };
    try {
      content = 'Dear team,\n\nPlease book 2 visits.\n\nRegards';
      expect(await polishEmail(actor, { installerId, body: 'pls book 2 visits' }, model)).toEqual({
        body: content,
        source: 'model',
      });
      content = 'Dear team,\n\nPlease book 3 visits.';
      expect(await polishEmail(actor, { installerId, body: 'pls book 2 visits' }, model)).toEqual({
        body: 'Dear Aire Valley Insulation,\n\nPls book 2 visits.\n\nKind regards,\nAda Min',
        source: 'local',
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
