import { isIPv4, isIPv6 } from 'node:net';

/**
 * What a rate limit counts of a client address: an IPv4 address as it is, an IPv6 address by its
 * /64 network. One IPv6 connection usually holds a whole /64, so counting single addresses would
 * let one client take a new address for every try. Anything else (an e-mail key, an id) as it is.
 */
export function clientNetworkOf(key: string): string {
  if (!isIPv6(key)) return key;
  const mappedIPv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(key)?.[1];
  if (mappedIPv4 && isIPv4(mappedIPv4)) return mappedIPv4;
  const groups = expandIPv6(key.split('%')[0]!);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1). */
function expandIPv6(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const toGroups = (part: string | undefined) => (part ? part.split(':') : []);
  // An embedded IPv4 tail ("::1.2.3.4") takes two groups; the /64 never reaches it.
  const headGroups = toGroups(head);
  const tailGroups = toGroups(tail).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    (Number.parseInt(group, 16) || 0).toString(16),
  );
}
