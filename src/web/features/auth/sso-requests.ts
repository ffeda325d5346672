import type { SsoLookupAnswer } from '@/shared/sso/schemas';

/**
 * The sign-in page is signed out, outside the app's tRPC client (see invitation-requests.ts):
 * it asks whether an e-mail's domain has a provider, and starts the sign-in, over plain HTTP.
 */
const NO_SSO: SsoLookupAnswer = { sso: false, required: false, name: null };
export const SSO_START_FAILED =
  'Signing in with your organisation could not start. Please try again.';

/** Whether the e-mail's domain signs in with an organisation's provider; no answer means no. */
export async function fetchSsoLookup(email: string): Promise<SsoLookupAnswer> {
  try {
    const input = encodeURIComponent(JSON.stringify({ email }));
    const response = await fetch(`/trpc/sso.lookup?input=${input}`);
    if (!response.ok) return NO_SSO;
    const body = (await response.json()) as { result?: { data?: SsoLookupAnswer } };
    return body.result?.data ?? NO_SSO;
  } catch {
    return NO_SSO;
  }
}

/**
 * Asks better-auth for the provider's sign-in address (state and PKCE are kept on the server)
 * and goes there. The provider sends the browser back to `redirectTo`, or to the sign-in page
 * with `?error=` when it refused.
 */
export async function startSsoSignIn(email: string, redirectTo: string): Promise<string | null> {
  const back = new URLSearchParams({ redirect: redirectTo });
  try {
    const response = await fetch('/api/auth/sign-in/sso', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        callbackURL: redirectTo,
        errorCallbackURL: `/login?${back.toString()}`,
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { url?: string; message?: string };
    if (!response.ok || !body.url) return body.message || SSO_START_FAILED;
    window.location.assign(body.url);
    return null;
  } catch {
    return SSO_START_FAILED;
  }
}
