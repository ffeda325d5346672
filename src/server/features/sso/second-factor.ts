import type { GenericEndpointContext } from 'better-auth';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';

// The two-factor plugin's challenge: its cookie name and lifetime (better-auth twoFactor defaults).
const TWO_FACTOR_COOKIE = 'two_factor';
const CHALLENGE_SECONDS = 600;

/** The app path the callback was going to send the browser to ('/' when unknown). */
function intendedPath(ctx: GenericEndpointContext): string {
  const { returned } = ctx.context as { returned?: { headers?: Headers } };
  const location = returned?.headers?.get?.('location') ?? '/';
  const path = URL.canParse(location) ? new URL(location).pathname : location;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

/**
 * MFA after single sign-on (docs/sso.md, "MFA"): an account with MFA on still gives its code.
 * Exactly what the two-factor plugin does after a password: the new session goes, a
 * 10-minute challenge cookie takes its place, and the sign-in page asks for the code
 * (`/login?second-factor=1`), which the plugin's verify endpoints check as usual.
 */
export async function askSecondFactorAfterSso(ctx: GenericEndpointContext) {
  const data = ctx.context.newSession;
  if (!data?.user.twoFactorEnabled) return;
  const redirectTo = intendedPath(ctx);
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(data.session.token);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({
    value: data.user.id,
    identifier,
    expiresAt,
  });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
  const query = new URLSearchParams({ 'second-factor': '1', redirect: redirectTo });
  throw ctx.redirect(`/login?${query.toString()}`);
}
