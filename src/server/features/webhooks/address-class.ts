import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which addresses a webhook may never reach (docs/webhooks.md, "Private addresses"): anything
 * inside a network rather than on the internet. IPv6 forms that carry an IPv4 address
 * (mapped, compatible, NAT64, 6to4) are judged by that IPv4 address, so `::ffff:10.0.0.1` or
 * `64:ff9b::a9fe:a9fe` cannot dodge the IPv4 rules.
 */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the host itself
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (and Alibaba's metadata at 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local: the cloud metadata service at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking, used inside networks
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast 255.255.255.255
];

const BLOCKED_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['fc00::', 7], // unique local (AWS's IPv6 metadata fd00:ec2::254 is in it)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
];

const V4 = new BlockList();
for (const [net, bits] of BLOCKED_V4) V4.addSubnet(net, bits, 'ipv4');
const V6 = new BlockList();
for (const [net, bits] of BLOCKED_V6) V6.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included). */
function groupsOf(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = part(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

const v4From = (high: number, low: number) =>
  [high >> 8, high & 255, low >> 8, low & 255].join('.');

/** The IPv4 address an IPv6 one carries, if it is one of the forms that carry one. */
export function embeddedIPv4(address: string): string | null {
  const g = groupsOf(address);
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated; not :: or ::1).
  if (zeroUpTo(5) && g[5] === 0xffff) return v4From(g[6]!, g[7]!);
  if (zeroUpTo(6) && (g[6]! > 0 || g[7]! > 1)) return v4From(g[6]!, g[7]!);
  // 64:ff9b::a.b.c.d (NAT64, well-known prefix).
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return v4From(g[6]!, g[7]!);
  // 2002:AABB:CCDD::/48 (6to4).
  if (g[0] === 0x2002) return v4From(g[1]!, g[2]!);
  return null;
}

/** True for an address a webhook must not reach; false for a public one or a non-address. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return V4.check(bare, 'ipv4');
  if (!isIPv6(bare)) return false;
  const inner = embeddedIPv4(bare);
  if (inner) return V4.check(inner, 'ipv4');
  return V6.check(bare.replace(/%.*$/, ''), 'ipv6');
}

/** Loopback only (127/8, ::1 and their IPv6 forms): what "http to localhost" may reach. */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return bare.startsWith('127.');
  if (!isIPv6(bare)) return false;
  const inner = embeddedIPv4(bare);
  if (inner) return inner.startsWith('127.');
  return groupsOf(bare).every((g, i) => g === (i === 7 ? 1 : 0));
}
