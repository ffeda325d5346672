import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_REQUIRED_MESSAGE, ssoDomainTakenMessage } from '@/shared/sso/schemas';
import type { Database } from '@/server/db/client';
import { auditLog, users } from '@/server/db/schema/index';
import { startOidcStandIn, STAND_IN_CLIENT } from '@/server/test-support/oidc-stand-in';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { cookiesOf, freshIp } from '@/server/test-support/trpc-over-http';
import { createTenant, createUser, TEST_PASSWORD } from '@/server/test-support/users';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let otherAdmin: TestUser;
let standIn: Awaited<ReturnType<typeof startOidcStandIn>>;
const envBefore = process.env.SSO_ALLOW_HTTP_LOCALHOST;

const fields = (domains: string, extra: Record<string, unknown> = {}) => ({
  name: 'Contoso staff account',
  issuer: standIn.issuer,
  clientId: STAND_IN_CLIENT.id,
  clientSecret: STAND_IN_CLIENT.secret,
  domains,
  defaultRole: 'COORDINATOR' as const,
  requireSso: false,
  ...extra,
});
let nextId = 0;
const newProviderId = () => `oidc-${String(++nextId).padStart(12, '0')}`;

beforeAll(async () => {
  process.env.SSO_ALLOW_HTTP_LOCALHOST = 'true';
  database = await openTestDatabase();
  standIn = await startOidcStandIn(TEST_BASE_URL);
  app = await buildTestApp(database, { trustedOrigins: [standIn.issuer] });
  admin = await createUser(database.db, { role: 'ADMIN' });
  await createTenant(database.db, 'tenant-b');
  otherAdmin = await createUser(database.db, { role: 'ADMIN', tenantId: 'tenant-b' });
});
afterAll(async () => {
  process.env.SSO_ALLOW_HTTP_LOCALHOST = envBefore;
  await app.close();
  await standIn.close();
  await database.close();
});

/** Follows the provider's redirects with its cookies, signing in as `email`, to the app's callback. */
async function signInAtProvider(url: string, email: string): Promise<string> {
  let jar = '';
  let next = url;
  for (let step = 0; step < 10; step += 1) {
    if (next.startsWith(TEST_BASE_URL)) return next;
    const isLogin =
      /\/interaction\/[^/]+$/.test(new URL(next).pathname) &&
      step > 0 &&
      jar.includes('_interaction');
    const response = await fetch(isLogin ? `${next}` : next, {
      redirect: 'manual',
      headers: { cookie: jar },
    });
    for (const c of response.headers.getSetCookie())
      jar = `${jar}; ${c.split(';')[0]}`.replace(/^; /, '');
    const location = response.headers.get('location');
    if (location) {
      next = new URL(location, next).toString();
      continue;
    }
    // The development login form: the account id is the e-mail address.
    const action = /action="([^"]+)"/.exec(await response.text())?.[1];
    if (!action) throw new Error(`no login form at ${next}`);
    const posted = await fetch(new URL(action, next), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: email, password: 'any' }).toString(),
    });
    for (const c of posted.headers.getSetCookie()) jar = `${jar}; ${c.split(';')[0]}`;
    next = new URL(posted.headers.get('location')!, next).toString();
  }
  throw new Error('the provider never sent the browser back');
}

/** The whole browser journey: start at the app, sign in at the provider, back to the callback. */
async function ssoSignIn(email: string) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/sso',
    remoteAddress: freshIp(),
    headers: { 'content-type': 'application/json', origin: TEST_BASE_URL },
    payload: JSON.stringify({ email, callbackURL: '/inspections', errorCallbackURL: '/login' }),
  });
  expect(start.statusCode).toBe(200);
  const callback = new URL(await signInAtProvider(start.json<{ url: string }>().url, email));
  const back = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: cookiesOf(start) },
  });
  return {
    status: back.statusCode,
    location: String(back.headers.location),
    cookie: cookiesOf(back),
  };
}

describe('single sign-on configuration (sso router)', () => {
  it('an ADMIN adds a provider; the list never carries the client secret; a COORDINATOR is refused', async () => {
    const coordinator = await createUser(database.db, { role: 'COORDINATOR' });
    await expect(
      callerFor(database.db, coordinator).sso.create({
        ...fields('refused.test'),
        providerId: newProviderId(),
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(callerFor(database.db, coordinator).sso.list()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const providerId = newProviderId();
    const { id } = await callerFor(database.db, admin).sso.create({
      ...fields('Contoso.test, contoso.co.test'),
      providerId,
    });
    const list = await callerFor(database.db, admin).sso.list();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      domains: ['contoso.test', 'contoso.co.test'],
      defaultRole: 'COORDINATOR',
      clientId: STAND_IN_CLIENT.id,
    });
    expect(list[0]!.callbackUrl.endsWith(`/api/auth/sso/callback/${providerId}`)).toBe(true);
    expect(JSON.stringify(list)).not.toContain(STAND_IN_CLIENT.secret);
    // An edit with an empty secret keeps the saved one (sign-in below still works with it).
    await callerFor(database.db, admin).sso.update({
      ...fields('contoso.test, contoso.co.test'),
      clientSecret: '',
      id,
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'sso_provider'), eq(auditLog.resourceId, id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'update']);
    expect(JSON.stringify(audit)).not.toContain(STAND_IN_CLIENT.secret);
  });

  it('refuses a domain another provider holds, in any tenant, and its subdomains', async () => {
    const other = callerFor(database.db, otherAdmin).sso;
    await expect(
      other.create({ ...fields('contoso.test'), providerId: newProviderId() }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ssoDomainTakenMessage('contoso.test'),
    });
    await expect(
      other.create({ ...fields('eu.contoso.test'), providerId: newProviderId() }),
    ).rejects.toMatchObject({
      message: ssoDomainTakenMessage('eu.contoso.test'),
    });
  });

  it('Test connection says OK, or what is wrong in words', async () => {
    const sso = callerFor(database.db, admin).sso;
    await expect(sso.testConnection({ issuer: standIn.issuer })).resolves.toMatchObject({
      ok: true,
    });
    const wrong = await sso.testConnection({ issuer: `${standIn.issuer}/nothing-here` });
    expect(wrong.ok).toBe(false);
    expect(wrong.message).toMatch(/No OpenID Connect discovery document|different issuer/);
  });

  it('the sign-in page learns only whether a domain has a provider, if it is required, and its name', async () => {
    const anyone = callerFor(database.db, null).sso;
    expect(await anyone.lookup({ email: 'someone@contoso.test' })).toEqual({
      sso: true,
      required: false,
      name: 'Contoso staff account',
    });
    expect(await anyone.lookup({ email: 'someone@elsewhere.test' })).toEqual({
      sso: false,
      required: false,
      name: null,
    });
    expect(await anyone.lookup({ email: 'not an e-mail' })).toEqual({
      sso: false,
      required: false,
      name: null,
    });
  });
});

describe('signing in with the organisation (a real OpenID Connect provider)', () => {
  it('creates an unknown user just in time in the provider tenant with its default role, then reuses it', async () => {
    const first = await ssoSignIn('ann.lee@contoso.test');
    expect(first).toMatchObject({ status: 302, location: '/inspections' });
    expect(first.cookie).toContain('better-auth.session_token=');
    const created = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ann.lee@contoso.test'));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      tenantId: admin.tenantId,
      role: 'COORDINATOR',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    const jit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'user'), eq(auditLog.resourceId, created[0]!.id)));
    expect(jit[0]).toMatchObject({
      action: 'create',
      tenantId: admin.tenantId,
      details: { via: 'single_sign_on', role: 'COORDINATOR' },
    });

    const second = await ssoSignIn('ann.lee@contoso.test');
    expect(second).toMatchObject({ status: 302, location: '/inspections' });
    expect(
      await database.db.select().from(users).where(eq(users.email, 'ann.lee@contoso.test')),
    ).toHaveLength(1);
    const signIns = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_in'), eq(auditLog.userId, created[0]!.id)));
    expect(signIns).toHaveLength(2);
  });

  it('links an existing user of the same tenant; refuses one of another tenant and a deactivated one', async () => {
    const existing = await createUser(database.db, { email: 'bob@contoso.test' });
    expect(await ssoSignIn('bob@contoso.test')).toMatchObject({
      status: 302,
      location: '/inspections',
    });
    expect((await database.db.select().from(users).where(eq(users.id, existing.id)))[0]?.role).toBe(
      'INSPECTOR',
    );

    await createUser(database.db, { email: 'eve@contoso.test', tenantId: 'tenant-b' });
    const elsewhere = await ssoSignIn('eve@contoso.test');
    expect(elsewhere.location).toMatch(/^\/login\?error=SSO_ACCOUNT_ELSEWHERE/);
    expect(elsewhere.cookie).not.toContain('session_token=');

    await createUser(database.db, { email: 'gone@contoso.test', isActive: false });
    const gone = await ssoSignIn('gone@contoso.test');
    expect(gone.location).toMatch(/^\/login\?error=/);
    expect(gone.cookie).not.toContain('session_token=');
  });

  it('an account with MFA still gives its code: no session, the sign-in page asks for it', async () => {
    const withMfa = await createUser(database.db, { email: 'mfa.user@contoso.test' });
    await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, withMfa.id));
    const answer = await ssoSignIn('mfa.user@contoso.test');
    expect(answer.location).toBe('/login?second-factor=1&redirect=%2Finspections');
    expect(answer.cookie).not.toContain('session_token=');
    expect(answer.cookie).toContain('two_factor=');
  });
});

describe('single sign-on required', () => {
  it('refuses a password for the tenant users of the domain, with the message; others keep theirs', async () => {
    const [provider] = await callerFor(database.db, admin).sso.list();
    await callerFor(database.db, admin).sso.update({
      ...fields(provider!.domains.join(',')),
      clientSecret: '',
      requireSso: true,
      id: provider!.id,
    });
    expect(
      await callerFor(database.db, null).sso.lookup({ email: 'x@contoso.test' }),
    ).toMatchObject({ required: true });

    await createUser(database.db, { email: 'carl@contoso.test' });
    const refused = await app.inject(
      signInRequest('carl@contoso.test', TEST_PASSWORD, { ip: freshIp() }),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: SSO_REQUIRED_MESSAGE });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // An unknown address gets the same answer: nothing says which accounts exist.
    const unknown = await app.inject(
      signInRequest('nobody@contoso.test', TEST_PASSWORD, { ip: freshIp() }),
    );
    expect(unknown.json()).toMatchObject({ message: SSO_REQUIRED_MESSAGE });
    // A user of another tenant whose address is in the domain is not this organisation's.
    await createUser(database.db, { email: 'dan@contoso.co.test', tenantId: 'tenant-b' });
    const elsewhere = await app.inject(
      signInRequest('dan@contoso.co.test', TEST_PASSWORD, { ip: freshIp() }),
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
