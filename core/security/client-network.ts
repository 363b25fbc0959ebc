import { isIPv6 } from 'node:net';

/**
 * What a rate limit counts of a client address: an IPv4 address as it is (written inside IPv6 too),
 * an IPv6 address by its /64 network. One IPv6 connection usually holds a whole /64, so counting
 * single addresses would let one client take a new address for every try. Anything else (an e-mail
 * key, an id) as it is.
 */
export function clientNetworkOf(key: string): string {
  if (!isIPv6(key)) return key;
  const groups = groupsOfIPv6(key.split('%')[0]!);
  // ::ffff:a.b.c.d in any of its spellings is an IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ("2001:db8::1.2.3.4" → 0x2001, 0xdb8, 0, …, 0x102, 0x304). */
function groupsOfIPv6(address: string): number[] {
  const toGroups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const headGroups = toGroups(head);
  const tailGroups = tail === undefined ? [] : toGroups(tail);
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<number>(missing).fill(0), ...tailGroups];
}
