import { describe, expect, it } from 'vitest';
import { embeddedIPv4, isLoopbackAddress, isPrivateAddress } from './address-class';

// The address rules at their edges (docs/webhooks.md, "Private addresses").
describe('private addresses', () => {
  it.each([
    // IPv4: each range's first and last address.
    '0.0.0.0',
    '0.255.255.255',
    '10.0.0.0',
    '10.255.255.255',
    '100.64.0.0',
    '100.127.255.255',
    '100.100.100.200',
    '127.0.0.1',
    '127.255.255.255',
    '169.254.0.0',
    '169.254.169.254',
    '169.254.255.255',
    '172.16.0.0',
    '172.31.255.255',
    '192.0.0.192',
    '192.168.0.0',
    '192.168.255.255',
    '198.18.0.1',
    '224.0.0.1',
    '239.255.255.255',
    '240.0.0.1',
    '255.255.255.255',
    // IPv6.
    '::',
    '::1',
    '[::1]',
    'fc00::1',
    'fd00:ec2::254',
    'fdff:ffff::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf:ffff::1',
    'fec0::1',
    'ff02::1',
    '100::1',
    '64:ff9b:1::a',
    // IPv4 inside IPv6: mapped (dotted and hex), compatible, NAT64, 6to4.
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::FFFF:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '::10.0.0.1',
    '0:0:0:0:0:ffff:192.168.1.1',
    '64:ff9b::169.254.169.254',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '2002:7f00:1::',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    // Just outside each IPv4 range.
    '1.0.0.0',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '169.255.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '192.169.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '8.8.8.8',
    '93.184.215.14',
    // Public IPv6, and public IPv4 inside IPv6.
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    'fbff:ffff::1',
    'fe7f::1',
    'fb00::1',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    // Not an address at all: judged by name elsewhere.
    'example.com',
  ])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('reads the IPv4 address carried by IPv6 forms', () => {
    expect(embeddedIPv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIPv4('2002:c0a8:101::')).toBe('192.168.1.1');
    expect(embeddedIPv4('::1')).toBeNull();
    expect(embeddedIPv4('2606:4700::1')).toBeNull();
  });

  it('tells loopback apart from other private addresses', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '[::1]'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of ['10.0.0.1', '::', '::2', 'fe80::1', '169.254.169.254', '8.8.8.8'])
      expect(isLoopbackAddress(a), a).toBe(false);
  });
});
