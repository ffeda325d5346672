import { randomUUID } from 'node:crypto';
import {
  APIError,
  betterAuth,
  type BetterAuthOptions,
  type BetterAuthRateLimitOptions,
} from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accounts,
  rateLimits,
  sessions,
  ssoProviders,
  twoFactors,
  users,
  verifications,
} from '../db/schema/index';
import { rememberAuthDatabase } from '../features/sessions/auth-database';
import { recordSignIn } from '../features/sessions/sign-in';
import { ssoPlugins } from '@/server/features/sso/auth-plugin';
import { RESET_LINK_VALID_SECONDS } from '@/shared/password-reset';
import type { PlatformServices } from '../platform/services';
import { recordPasswordReset, sendResetEmail } from './password-reset';
import { sessionUserOf } from './to-session-user';

/** Set by the Fastify bridge from the socket address; client-supplied values are dropped. */
export const CLIENT_IP_HEADER = 'x-inspecthub-client-ip';

/**
 * better-auth's answer to a wrong password (401 INVALID_EMAIL_OR_PASSWORD). A deactivated
 * account gets exactly this answer to the right password too: a different one would confirm
 * the password to whoever guessed it (docs/security-sign-in.md).
 */
export const WRONG_PASSWORD_ERROR = {
  message: 'Invalid email or password',
  code: 'INVALID_EMAIL_OR_PASSWORD',
} as const;

// A flood cap per client address and path, set so an office of 100 behind one address can
// all sign in within a minute. Guessing is stopped by sign-in-throttle.ts, which counts
// only wrong passwords, per account and per address.
export const SIGN_IN_RATE_LIMIT = { window: 60, max: 300 } as const;
export const TWO_FACTOR_RATE_LIMIT = { window: 60, max: 150 } as const;

/** A session lasts a week; better-auth extends it on a request once it is a day old. */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export type AuthOptions = {
  db: Db;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  /** The installation's services: the mailer delivers the password-reset e-mail at once. */
  services: Pick<PlatformServices, 'mailer'>;
};

/** better-auth's own flood limits, stored in the database so every server counts the same. */
const RATE_LIMIT = {
  enabled: true,
  storage: 'database',
  window: 60,
  max: 300,
  customRules: {
    // Reading one's own session needs a valid session already and costs one lookup;
    // counting it per address signed a whole office behind one NAT out (429 read as
    // "no session") once its pages had made 300 reads in a minute.
    '/get-session': false,
    '/sign-in/email': SIGN_IN_RATE_LIMIT,
    '/sign-in/sso': SIGN_IN_RATE_LIMIT,
    '/two-factor/verify-totp': TWO_FACTOR_RATE_LIMIT,
    '/two-factor/verify-backup-code': TWO_FACTOR_RATE_LIMIT,
    // Counted by password-reset.ts per e-mail address and per client address.
    '/request-password-reset': SIGN_IN_RATE_LIMIT,
    '/reset-password': SIGN_IN_RATE_LIMIT,
  },
} satisfies BetterAuthRateLimitOptions;

/**
 * A new session: refused for a deactivated account, or an installer user whose installer is not
 * Active (with the wrong-password answer), else the last sign-in time, the session limit, the
 * sign-in audit row and the unfamiliar-sign-in notice.
 */
function sessionHooks(db: Db): BetterAuthOptions['databaseHooks'] {
  return {
    session: {
      create: {
        // Runs only after the password was verified; a deactivated account is refused with
        // the wrong-password answer, so the right password cannot be told from a wrong one.
        // An installer user of an installer that is not Active would get a session that
        // every request then refuses (session-user.ts): the app would wait on it for ever.
        before: async (session) => {
          const [user] = await db.select().from(users).where(eq(users.id, session.userId));
          if (!user || !(await sessionUserOf(db, user)))
            throw new APIError('UNAUTHORIZED', { ...WRONG_PASSWORD_ERROR });
        },
        after: async (session) => {
          await db
            .update(users)
            .set({ lastLoginAt: new Date() })
            .where(eq(users.id, session.userId));
          // Session limit, sign-in audit row and unfamiliar-sign-in notice.
          await recordSignIn(db, session);
        },
      },
    },
  };
}

export function createAuth({ db, secret, baseUrl, trustedOrigins, services }: AuthOptions) {
  const auth = betterAuth({
    appName: 'InspectHub',
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
        ssoProvider: ssoProviders,
      },
    }),
    // Accounts are created by administrators, never by self sign-up.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // 'Forgot password?' (password-reset.ts): a single-use link for one hour, and every
      // session of the account ends, so whoever knew the old password is signed out.
      resetPasswordTokenExpiresIn: RESET_LINK_VALID_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: (data, request) =>
        sendResetEmail(db, baseUrl, CLIENT_IP_HEADER, data, request, services),
      onPasswordReset: ({ user }, request) =>
        recordPasswordReset(db, CLIENT_IP_HEADER, user, request),
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '', input: false },
        lastName: { type: 'string', required: false, defaultValue: '', input: false },
        isActive: { type: 'boolean', required: false, defaultValue: true, input: false },
        lastLoginAt: { type: 'date', required: false, input: false },
        tenantId: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // Single sign-on links an existing account of the provider's tenant whose e-mail is in the
    // provider's domains (ssoPolicy refuses other tenants); our users' addresses are set by
    // administrators, never confirmed by a link, so better-auth's local check cannot apply.
    account: { accountLinking: { requireLocalEmailVerified: false } },
    rateLimit: RATE_LIMIT,
    advanced: {
      // better-auth skips its Origin/CSRF check when NODE_ENV=test; tests must see production behaviour.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: sessionHooks(db),
    plugins: [
      admin({ defaultRole: 'INSPECTOR', adminRoles: ['ADMIN'] }),
      twoFactor({ issuer: 'InspectHub' }),
      bearer(),
      // OpenID Connect per tenant (docs/sso.md).
      ...ssoPlugins(db),
    ],
    // A failed single sign-on whose state cannot be read lands on the sign-in page (?error=),
    // not on better-auth's own /api/auth/error page, which the bridge keeps closed.
    onAPIError: { errorURL: `${baseUrl}/login` },
    telemetry: { enabled: false },
  });
  // Requests resolve sessions through better-auth; the idle check needs the same database.
  rememberAuthDatabase(auth, db);
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
