import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network';

describe('the client a rate limit counts', () => {
  it('counts every IPv6 address of one /64 network as one client, however it is written', () => {
    const network = '2001:db8:85a3:42::/64';
    expect(clientNetworkOf('2001:db8:85a3:42::1')).toBe(network);
    expect(clientNetworkOf('2001:0db8:85a3:0042:ffff:1:2:3')).toBe(network);
    expect(clientNetworkOf('2001:DB8:85A3:42:aaaa::9')).toBe(network);
    expect(clientNetworkOf('2001:db8:85a3:43::1')).not.toBe(network);
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetworkOf('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(clientNetworkOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  });

  it('keeps IPv4 addresses, IPv4 in IPv6 and other keys as they are', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientNetworkOf('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(clientNetworkOf('kunde@beispiel.de')).toBe('kunde@beispiel.de');
    expect(clientNetworkOf('17')).toBe('17');
  });
});
