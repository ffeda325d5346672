import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { followups, webhookDeliveries } from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createUser } from '@/server/test-support/users';
import { markOverdueFollowups } from './overdue-job';

// followup.overdue goes to webhooks in the job's own transaction (docs/webhooks.md).
let database: Database;
let admin: TestUser;
const envBefore = process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;

const queued = async () =>
  (await database.db.select().from(webhookDeliveries)).map((d) => ({
    type: d.eventType,
    data: (d.payload as { data: Record<string, unknown> }).data,
  }));

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = 'true';
  database = await openTestDatabase();
  admin = await createUser(database.db, { role: 'ADMIN' });
  await callerFor(database.db, admin).webhooks.create({
    url: 'http://127.0.0.1:9/hooks',
    description: '',
    events: ['followup.overdue', 'defect.overdue'],
    enabled: true,
  });
});
afterAll(async () => {
  if (envBefore === undefined) delete process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;
  else process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = envBefore;
  await database.close();
});

describe('the overdue job and webhooks', () => {
  it('the overdue job queues followup.overdue once', async () => {
    const now = new Date();
    const [item] = await database.db
      .insert(followups)
      .values({
        tenantId: admin.tenantId,
        type: 'quality-check',
        title: 'Check the loft hatch',
        dueDate: new Date(now.getTime() - 86_400_000),
      })
      .returning({ id: followups.id });
    await markOverdueFollowups(database.db, now);
    await markOverdueFollowups(database.db, now);
    const events = await queued();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'followup.overdue', data: { id: item!.id } });
    await database.db.delete(followups).where(eq(followups.id, item!.id));
  });
});
