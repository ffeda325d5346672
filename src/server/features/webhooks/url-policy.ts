import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_HTTPS_MESSAGE } from '@/shared/webhooks/schemas';

export const PRIVATE_ADDRESS_MESSAGE =
  'Webhooks cannot be sent to a private network address (such as localhost, 10.x.x.x or 192.168.x.x): use an address reachable on the internet';
export const HTTP_LOCALHOST_MESSAGE =
  'Plain http is allowed only to localhost or 127.0.0.1, and only when the installation sets WEBHOOKS_ALLOW_HTTP_LOCALHOST=true';

// Loopback, private, link-local (cloud metadata), carrier-grade NAT, unspecified and unique-local.
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  PRIVATE.addSubnet(net, bits, 'ipv6');
}

/** Read when used, not at start-up: tests and the e2e server set it (docs/webhooks.md). */
export const allowsHttpLocalhost = () => process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST === 'true';

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
const isLoopbackName = (host: string) => ['localhost', '127.0.0.1', '::1'].includes(host);

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const version = isIP(address);
  if (version === 0) return false;
  return PRIVATE.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

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

/**
 * Checked again before each send, on what the name resolves to now: a public name that
 * later points inside the network is refused then (docs/webhooks.md, "Private addresses").
 */
export async function resolvedAddressProblem(raw: string): Promise<string | null> {
  const saved = endpointUrlProblem(raw);
  if (saved) return saved;
  const url = new URL(raw);
  const host = bareHost(url);
  if (isLoopbackName(host) && allowsHttpLocalhost()) return null;
  if (isIP(host)) return null;
  const addresses = await lookup(host, { all: true });
  return addresses.some((a) => isPrivateAddress(a.address)) ? PRIVATE_ADDRESS_MESSAGE : null;
}
