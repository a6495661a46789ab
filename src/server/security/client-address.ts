/**
 * The caller's network address as the gateway judges it: always the socket's peer address (the gateway
 * runs with trustProxy false, so an X-Forwarded-For header never counts).
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped form ::ffff:127.x.y.z. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  if (isIPv4(address)) return LOOPBACK.check(address, 'ipv4');
  // BlockList matches an IPv4-mapped IPv6 address against the IPv4 rules too.
  if (isIPv6(address)) return LOOPBACK.check(address, 'ipv6');
  return false;
}

/** The first four 16-bit groups of an IPv6 address, in full. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('%')[0]?.split('::') ?? [''];
  const groupsOf = (part: string | undefined): string[] => (part ? part.split(':') : []);
  const headGroups = groupsOf(head);
  const tailGroups = groupsOf(tail);
  // An embedded IPv4 address at the end fills two groups.
  const tailWidth = tailGroups.length + (tailGroups.at(-1)?.includes('.') ? 1 : 0);
  const zeros = tail === undefined ? [] : new Array<string>(8 - headGroups.length - tailWidth).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':');
}

/**
 * Whose budget a send counts against: an IPv4 address (also when IPv4-mapped), or an IPv6 address's /64
 * prefix, since one subscriber is usually handed a whole /64 and could otherwise rotate through it.
 */
export function addressBudgetKey(address: string | undefined): string {
  if (address === undefined || address === '') return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${ipv6Prefix64(address)}::/64`;
  return address;
}

const PRIVATE = new BlockList();
for (const [network, prefix] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10], ['169.254.0.0', 16]] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');

/** Where a caller is, without saying who: an audit line may carry this, never the address itself. */
export type AddressClass = 'loopback' | 'private' | 'public' | 'unknown';

/** The class of a socket address: loopback, a private or link-local network, or anything else (public). */
export function addressClass(address: string | undefined): AddressClass {
  if (address === undefined || address === '') return 'unknown';
  if (isLoopbackAddress(address)) return 'loopback';
  if (isIPv4(address)) return PRIVATE.check(address, 'ipv4') ? 'private' : 'public';
  if (isIPv6(address)) return PRIVATE.check(address, 'ipv6') ? 'private' : 'public';
  return 'unknown';
}
