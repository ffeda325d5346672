import { lookup } from 'node:dns/promises';
import { DiscoveryError, discoverOIDCConfig } from '@better-auth/sso';
import { isPrivateAddress } from '@/server/features/webhooks/url-policy';

/** Read when used: the e2e server and tests sign in against a provider on this machine. */
export const allowsHttpLocalhostIssuer = () => process.env.SSO_ALLOW_HTTP_LOCALHOST === 'true';

const HTTPS_MESSAGE = 'The issuer URL must start with https://';
const PRIVATE_MESSAGE =
  'The issuer is on a private network address (such as localhost or 10.x.x.x): InspectHub signs in only with identity providers reachable on the internet';

const isLoopback = (host: string) => ['localhost', '127.0.0.1', '[::1]'].includes(host);

/** The endpoints the plugin needs, found from the issuer's discovery document. */
export type DiscoveredOidc = Awaited<ReturnType<typeof discoverOIDCConfig>>;

/** Why an issuer URL may not be fetched, or null. Checked before every discovery. */
async function issuerProblem(issuer: string): Promise<string | null> {
  const url = new URL(issuer);
  const host = url.hostname.toLowerCase();
  if (isLoopback(host) && allowsHttpLocalhostIssuer()) return null;
  if (url.protocol !== 'https:') return HTTPS_MESSAGE;
  if (isLoopback(host) || isPrivateAddress(host.replace(/^\[|\]$/g, ''))) return PRIVATE_MESSAGE;
  try {
    const addresses = await lookup(host, { all: true });
    if (addresses.some((a) => isPrivateAddress(a.address))) return PRIVATE_MESSAGE;
  } catch {
    return `The issuer's host name ${host} could not be found. Check the issuer URL.`;
  }
  return null;
}

/**
 * The endpoints a discovery document may name: https on a public name (Google's token and key
 * endpoints are on other hosts than its issuer), or this machine's http when allowed.
 */
function isTrustedOrigin(raw: string): boolean {
  if (!URL.canParse(raw)) return false;
  const url = new URL(raw);
  const host = url.hostname.toLowerCase();
  if (isLoopback(host)) return allowsHttpLocalhostIssuer();
  return url.protocol === 'https:' && !isPrivateAddress(host.replace(/^\[|\]$/g, ''));
}

// The plugin's discovery failures, said for an administrator.
const DISCOVERY_MESSAGES: Record<string, string> = {
  discovery_not_found:
    'No OpenID Connect discovery document was found at the issuer URL (/.well-known/openid-configuration). Check the issuer URL.',
  discovery_timeout: 'The identity provider did not answer within 10 seconds. Try again later.',
  discovery_invalid_json: 'The identity provider did not answer with a discovery document (JSON).',
  issuer_mismatch:
    'The discovery document names a different issuer. Enter the issuer URL exactly as the identity provider states it.',
};

/**
 * Fetches and checks the issuer's discovery document: the endpoints on success, else what
 * went wrong in words. Used by "Test connection" and on every save, so a saved provider
 * always has endpoints (the plugin then never fetches discovery at sign-in).
 */
export async function discoverIssuer(
  issuer: string,
): Promise<{ ok: true; config: DiscoveredOidc } | { ok: false; message: string }> {
  const problem = await issuerProblem(issuer);
  if (problem) return { ok: false, message: problem };
  try {
    const config = await discoverOIDCConfig({ issuer, timeout: 10_000, isTrustedOrigin });
    return { ok: true, config };
  } catch (error) {
    if (error instanceof DiscoveryError) {
      return { ok: false, message: DISCOVERY_MESSAGES[error.code] ?? error.message };
    }
    return { ok: false, message: 'The identity provider could not be reached.' };
  }
}
