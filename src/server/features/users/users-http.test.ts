import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, users } from '@/server/db/schema/index';
import { buildTestApp } from '@/server/test-support/test-app';
import { openTestDatabase } from '@/server/test-support/test-database';
import { signIn, trpcMutation } from '@/server/test-support/trpc-over-http';
import { EMAIL_UNUSABLE_MESSAGE } from './guards';

/**
 * Issue 27, point 10: an administrator who types an address used in another organisation
 * gets the same answer as for one of their own users, one that says only that the address
 * cannot be used (never that someone elsewhere has it).
 */
let database: Database;
let app: FastifyInstance;
let cookie: string;
let ownUserId: string;
const PASSWORD = 'users-http-password-1';

const form = (email: string) => ({
  email,
  firstName: 'New',
  lastName: 'Person',
  role: 'INSPECTOR',
  password: 'password-1',
  isActive: true,
});

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await createUser(database.db, { email: 'admin@own.test', password: PASSWORD, role: 'ADMIN' });
  const own = await createUser(database.db, {
    email: 'colleague@own.test',
    password: PASSWORD,
    firstName: 'Col',
    lastName: 'League',
  });
  ownUserId = own.id;
  await createTenant(database.db, 'elsewhere');
  await createUser(database.db, {
    email: 'someone@elsewhere.test',
    password: PASSWORD,
    firstName: 'Some',
    lastName: 'One',
    tenantId: 'elsewhere',
  });
  ({ cookie } = await signIn(app, 'admin@own.test', PASSWORD));
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('an e-mail address already in use', () => {
  it('answers users.create the same for another tenant and for our own', async () => {
    const elsewhere = await trpcMutation(
      app,
      cookie,
      'users.create',
      form('Someone@Elsewhere.test'),
    );
    const ours = await trpcMutation(app, cookie, 'users.create', form('colleague@own.test'));
    expect(elsewhere).toEqual(ours);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.error).toEqual({ code: 'BAD_REQUEST', message: EMAIL_UNUSABLE_MESSAGE });
    const created = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'someone@elsewhere.test'));
    expect(created).toHaveLength(1);

    const fresh = await trpcMutation(app, cookie, 'users.create', form('fresh@own.test'));
    expect(fresh.statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.email, 'fresh@own.test'));
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.resourceId, row!.id));
    expect(audit).toMatchObject([{ action: 'create', resource: 'user' }]);
  });

  it('answers users.update the same way', async () => {
    const update = (email: string) =>
      trpcMutation(app, cookie, 'users.update', { ...form(email), id: ownUserId, password: '' });
    const elsewhere = await update('someone@elsewhere.test');
    const ours = await update('admin@own.test');
    expect(elsewhere).toEqual(ours);
    expect(elsewhere.error).toEqual({ code: 'BAD_REQUEST', message: EMAIL_UNUSABLE_MESSAGE });
  });
});
