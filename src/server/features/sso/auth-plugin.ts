import { sso } from '@better-auth/sso';
import type { BetterAuthPlugin, GenericEndpointContext } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { SSO_REQUIRED_MESSAGE } from '@/shared/sso/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { ssoProviders, users } from '@/server/db/schema/index';
import { providerForEmail, ssoRequiredProvider } from './lookup';
import { askSecondFactorAfterSso } from './second-factor';

export const SSO_CALLBACK_PATH = '/sso/callback/:providerId';

// What the sign-in page shows for each refusal is in src/web/features/auth/sso-errors.ts.
export const SSO_REFUSALS = {
  outsideDomain: 'SSO_EMAIL_OUTSIDE_DOMAIN',
  otherTenant: 'SSO_ACCOUNT_ELSEWHERE',
  required: 'SSO_REQUIRED',
} as const;

// better-auth's answer to a reset request, whether or not the e-mail has an account.
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

const refuse = (code: string, message: string) => new APIError('FORBIDDEN', { code, message });

/** The provider whose callback is running, or null for any other better-auth call. */
async function callbackProvider(db: Db, ctx: GenericEndpointContext | null | undefined) {
  const providerId = (ctx?.params as { providerId?: unknown } | undefined)?.providerId;
  if (ctx?.path !== SSO_CALLBACK_PATH || typeof providerId !== 'string') return null;
  const [provider] = await db
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.providerId, providerId));
  return provider ?? null;
}

/**
 * A just-in-time user: created in the provider's tenant with its default role, and only for
 * an e-mail in the provider's domains (an identity provider cannot mint users elsewhere).
 */
async function jitUser(db: Db, user: Record<string, unknown>, ctx?: GenericEndpointContext | null) {
  const provider = await callbackProvider(db, ctx);
  if (!provider) return;
  const email = typeof user.email === 'string' ? user.email : '';
  if ((await providerForEmail(db, email))?.id !== provider.id) {
    throw refuse(
      SSO_REFUSALS.outsideDomain,
      'This e-mail address is not in the domains of this sign-in provider.',
    );
  }
  const name = (typeof user.name === 'string' ? user.name : '').trim();
  const [firstName = '', ...rest] = name.split(/\s+/);
  return {
    data: {
      ...user,
      name: name || email,
      firstName,
      lastName: rest.join(' '),
      tenantId: provider.tenantId,
      role: provider.defaultRole,
    },
  };
}

/** The JIT creation's audit row, in the new user's tenant. */
async function auditJitUser(
  db: Db,
  user: { id: string; email: string },
  ctx?: GenericEndpointContext | null,
) {
  const provider = await callbackProvider(db, ctx);
  if (!provider) return;
  await writeAudit(
    db,
    { tenantId: provider.tenantId, user, ip: clientIp(ctx) },
    {
      action: 'create',
      resource: 'user',
      resourceId: user.id,
      details: { via: 'single_sign_on', provider: provider.name, role: provider.defaultRole },
    },
  );
}

// Set by the Fastify bridge from the socket (auth.ts CLIENT_IP_HEADER); not importable from
// auth.ts, which imports this file.
const clientIp = (ctx?: GenericEndpointContext | null) =>
  ctx?.headers?.get('x-inspecthub-client-ip') ?? '';

/** A provider links only accounts of its own tenant: an address known elsewhere is refused. */
async function sameTenantOnly(
  db: Db,
  account: { providerId: string; userId: string },
  ctx?: GenericEndpointContext | null,
) {
  const provider = await callbackProvider(db, ctx);
  if (!provider || provider.providerId !== account.providerId) return;
  const [user] = await db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.id, account.userId));
  if (user?.tenantId !== provider.tenantId) {
    throw refuse(
      SSO_REFUSALS.otherTenant,
      'This account cannot sign in with this organisation. Ask your administrator.',
    );
  }
}

const bodyEmail = (ctx: GenericEndpointContext) => {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email : null;
};

/**
 * InspectHub's rules around @better-auth/sso (docs/sso.md): JIT users in the provider's tenant,
 * no linking across tenants, passwords refused where SSO is required, MFA after SSO.
 */
export function ssoPolicy(db: Db): BetterAuthPlugin {
  return {
    id: 'inspecthub-sso-policy',
    init: () => ({
      options: {
        databaseHooks: {
          user: {
            create: {
              before: (user, ctx) => jitUser(db, user, ctx),
              after: (user, ctx) => auditJitUser(db, user, ctx),
            },
          },
          account: { create: { before: (account, ctx) => sameTenantOnly(db, account, ctx) } },
        },
      },
    }),
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const email = bodyEmail(ctx);
            if (email && (await ssoRequiredProvider(db, email))) {
              throw refuse(SSO_REFUSALS.required, SSO_REQUIRED_MESSAGE);
            }
          }),
        },
        {
          // No reset link for an SSO-only account: the same answer as for any address.
          matcher: (context) => context.path === '/request-password-reset',
          handler: createAuthMiddleware(async (ctx) => {
            const email = bodyEmail(ctx);
            if (email && (await ssoRequiredProvider(db, email))) return ctx.json(RESET_REQUESTED);
          }),
        },
      ],
      after: [
        {
          matcher: (context) => context.path === SSO_CALLBACK_PATH,
          handler: createAuthMiddleware(askSecondFactorAfterSso),
        },
      ],
    },
  };
}

/**
 * @better-auth/sso and our rules. Providers are written by the `sso` router with discovered
 * endpoints; domainVerified is the ADMIN's claim, unique across tenants (domains.ts).
 */
export function ssoPlugins(db: Db) {
  return [
    sso({
      domainVerification: { enabled: true },
      // Our columns, declared so better-auth's adapter knows the required ones it never writes.
      schema: {
        ssoProvider: {
          additionalFields: {
            tenantId: { type: 'string', required: true, input: false },
            name: { type: 'string', required: true, input: false },
          },
        },
      },
    }),
    ssoPolicy(db),
  ];
}
