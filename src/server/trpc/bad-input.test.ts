import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_DATE_MESSAGE } from '@/shared/inspections/scheduled-date';
import { UNSTORABLE_TEXT_MESSAGE } from '@/shared/text';
import type { Database } from '../db/client';
import { generatedReports } from '../db/schema/index';
import { buildTestApp } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { createStaff } from '../test-support/staff-and-inspections';
import { createInspection } from '../test-support/inspections';
import { signIn, trpcMutation } from '../test-support/trpc-over-http';

/**
 * The bad inputs issue 11 found answering 500 now answer 400 with a message
 * that says what is wrong, over HTTP as the browser sends them.
 */
let database: Database;
let app: FastifyInstance;
let cookie: string;
let installerId: string;
let inspection: { id: string; version: number };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await app.ready();
  await createStaff(database);
  ({ cookie } = await signIn(app, 'admin@test.uk', 'password-1'));
  const created = await trpcMutation(app, cookie, 'installers.create', { name: 'Warm Homes Ltd' });
  installerId = (created.data as { id: string }).id;
  const row = await createInspection(database.db, {});
  inspection = { id: row.id, version: row.version };
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const updateWith = (scheduledDate: string) => ({
  id: inspection.id,
  expectedVersion: inspection.version,
  scheduledDate,
  scheduledTime: '',
  inspectorName: '',
  inspectionType: '',
  onsiteRemote: '',
  specialRequirements: '',
  notes: '',
});

describe('bad text is refused with a 400 naming the field', () => {
  it.each([
    ['installers.create', () => ({ name: 'a\u0000b' })],
    ['profile.save', () => ({ displayName: 'a\ud800b' })],
    ['installers.create', () => ({ name: 'Tags Ltd', tags: ['b\udbff'] })],
    ['settings.widgets.save', () => ({ 'kpi\u0000': true })],
  ])('%s %j', async (path, input) => {
    const reply = await trpcMutation(app, cookie, path, input());
    expect(reply.statusCode).toBe(400);
    expect(reply.error).toMatchObject({ code: 'BAD_REQUEST', message: UNSTORABLE_TEXT_MESSAGE });
  });
});

describe('impossible dates are refused up front', () => {
  it.each(['2026-02-30', '0000-00-00', '2101-01-01'])(
    'inspection.update scheduledDate %s',
    async (date) => {
      const reply = await trpcMutation(app, cookie, 'inspection.update', updateWith(date));
      expect(reply.statusCode).toBe(400);
      // Issue 33 point 1: the field and the form it takes (src/shared/inspections/scheduled-date.ts).
      expect(reply.error?.message).toBe(SCHEDULED_DATE_MESSAGE);
    },
  );

  it('monitoring.escalations.create dueDate 0000-00-00', async () => {
    const reply = await trpcMutation(app, cookie, 'monitoring.escalations.create', {
      installerId,
      priority: 'High',
      reason: 'Repeated failures',
      dueDate: '0000-00-00',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.error?.message).toBe('Enter a valid due date');
  });

  it('reports.generate dateFrom 0000-00-00 is refused and nothing is queued', async () => {
    const before = await database.db.select({ n: count() }).from(generatedReports);
    const reply = await trpcMutation(app, cookie, 'reports.generate', {
      dateFrom: '0000-00-00',
      format: 'csv',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.error?.message).toBe('Date format is invalid');
    const after = await database.db.select({ n: count() }).from(generatedReports);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('a real date still goes through', async () => {
    const reply = await trpcMutation(app, cookie, 'inspection.update', updateWith('2024-02-29'));
    expect(reply.error).toBeNull();
  });
});

describe('found by the 10,000-case run', () => {
  it('a second defect-resolution follow-up for one defect is a CONFLICT, not a 500', async () => {
    const failed = await createInspection(database.db, {
      status: 'FAILED',
      completedDate: '2026-11-02',
    });
    const defect = await trpcMutation(app, cookie, 'defects.create', {
      inspectionId: failed.id,
      title: 'Render cracking',
      description: 'Cracks at the window reveals',
      severity: 'high',
      category: 'quality',
      location: 'Front elevation',
    });
    const defectId = (defect.data as { id: string }).id;
    const reply = await trpcMutation(app, cookie, 'followups.create', {
      type: 'defect-resolution',
      title: 'Fix the render',
      description: '',
      dueDate: '2026-12-20',
      defectId,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.error?.message).toBe('This defect already has its defect-resolution follow-up.');
  });
});
