import { WEBHOOK_HTTPS_MESSAGE } from '@/shared/webhooks/schemas';
import { isPrivateAddress } from './address-class';

// The SSO discovery check (features/sso) judges addresses by the same rules.
export { isPrivateAddress };

export const PRIVATE_ADDRESS_MESSAGE =
  'Webhooks cannot be sent to a private network address (such as localhost, 10.x.x.x or 192.168.x.x): use an address reachable on the internet';
export const HTTP_LOCALHOST_MESSAGE =
  'Plain http is allowed only to localhost or 127.0.0.1, and only when the installation sets WEBHOOKS_ALLOW_HTTP_LOCALHOST=true';

/** Read when used, not at start-up: tests and the e2e server set it (docs/webhooks.md). */
export const allowsHttpLocalhost = () => process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST === 'true';

// A trailing dot ("localhost.") names the same host: judged without it.
export const bareHost = (url: URL) =>
  url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
export const isLoopbackName = (host: string) => ['localhost', '127.0.0.1', '::1'].includes(host);

function isPrivateName(host: string): boolean {
  return (
    host === 'localhost' ||
    /\.(localhost|local|internal|lan|home\.arpa)$/.test(host) ||
    isPrivateAddress(host)
  );
}

/** Why an endpoint URL is refused when it is saved, or null when it may be used. */
export function endpointUrlProblem(raw: string): string | null {
  const url = new URL(raw);
  const host = bareHost(url);
  const localAllowed = isLoopbackName(host) && allowsHttpLocalhost();
  if (url.protocol === 'http:' && !localAllowed) {
    return isLoopbackName(host) ? HTTP_LOCALHOST_MESSAGE : WEBHOOK_HTTPS_MESSAGE;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return WEBHOOK_HTTPS_MESSAGE;
  if (!localAllowed && isPrivateName(host)) return PRIVATE_ADDRESS_MESSAGE;
  return null;
}
