import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isLoopbackAddress, isPrivateAddress } from './address-class';
import { allowsHttpLocalhost, bareHost, endpointUrlProblem, isLoopbackName } from './url-policy';

export type ResolvedAddress = { address: string; family: number };
/** Name to addresses: the system's DNS, or a test's own stand-in (webhooks-ssrf.test.ts). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export const refusedAddressMessage = (host: string) =>
  `Refused: ${host} resolves to a private address`;

export type SendTarget =
  { ok: true; address: string; family: number } | { ok: false; error: string };

const familyOf = (address: string) => (isIP(address) === 6 ? 6 : 4);

/**
 * The one address a send connects to, checked at send time (docs/webhooks.md, "Private
 * addresses"): the saved URL's rules again, then the name resolved now and refused if ANY of
 * its addresses is private. The caller connects to exactly this address (send.ts pins it), so
 * a name that answers differently on a second lookup (DNS rebinding) cannot reach inside.
 * With http to localhost allowed, a loopback name may reach loopback addresses, nothing else.
 */
export async function addressToSend(raw: string, resolve: Resolver): Promise<SendTarget> {
  const saved = endpointUrlProblem(raw);
  if (saved) return { ok: false, error: saved };
  const host = bareHost(new URL(raw));
  const localAllowed = isLoopbackName(host) && allowsHttpLocalhost();
  const allowed = (address: string) =>
    !isPrivateAddress(address) || (localAllowed && isLoopbackAddress(address));
  if (isIP(host)) {
    return allowed(host)
      ? { ok: true, address: host, family: familyOf(host) }
      : { ok: false, error: refusedAddressMessage(host) };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    const code = (error as { code?: string }).code;
    return { ok: false, error: `Could not resolve ${host}${code ? ` (${code})` : ''}` };
  }
  if (addresses.length === 0) return { ok: false, error: `Could not resolve ${host}` };
  if (!addresses.every((a) => allowed(a.address))) {
    return { ok: false, error: refusedAddressMessage(host) };
  }
  const [first] = addresses;
  return { ok: true, address: first!.address, family: familyOf(first!.address) };
}
