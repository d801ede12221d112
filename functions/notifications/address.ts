/**
 * Where a webhook may be sent: public unicast addresses only. Private (RFC 1918, CGNAT),
 * loopback, link-local (169.254.169.254, the instance metadata service, included), unique-local,
 * multicast and reserved ranges are refused, IPv4 also inside IPv6 (mapped, NAT64, 6to4). The
 * same check runs when a URL is registered and on every address a delivery connects to.
 */
import { BlockList, isIP } from 'node:net';

export interface AddressPolicy {
  /** Development (npm start, tests): loopback addresses are allowed. */
  allowLoopback: boolean;
}

type Range = [string, number, string];

const V4: Range[] = [
  ['0.0.0.0', 8, 'a reserved address'],
  ['10.0.0.0', 8, 'a private address'],
  ['100.64.0.0', 10, 'a private (shared) address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['169.254.0.0', 16, 'a link-local address'],
  ['172.16.0.0', 12, 'a private address'],
  ['192.0.0.0', 24, 'a reserved address'],
  ['192.0.2.0', 24, 'a documentation address'],
  ['192.88.99.0', 24, 'a reserved address'],
  ['192.168.0.0', 16, 'a private address'],
  ['198.18.0.0', 15, 'a reserved address'],
  ['198.51.100.0', 24, 'a documentation address'],
  ['203.0.113.0', 24, 'a documentation address'],
  ['224.0.0.0', 4, 'a multicast address'],
  ['240.0.0.0', 4, 'a reserved address'],
];

const V6: Range[] = [
  ['::', 128, 'a reserved address'],
  ['::1', 128, 'a loopback address'],
  ['100::', 64, 'a reserved address'],
  ['2001:db8::', 32, 'a documentation address'],
  ['fc00::', 7, 'a unique-local address'],
  ['fe80::', 10, 'a link-local address'],
  ['fec0::', 10, 'a site-local address'],
  ['ff00::', 8, 'a multicast address'],
];

const lists = [...V4.map((r) => [r, 'ipv4'] as const), ...V6.map((r) => [r, 'ipv6'] as const)].map(
  ([[net, prefix, reason], family]) => {
    const list = new BlockList();
    list.addSubnet(net, prefix, family);
    return { list, family, reason, loopback: reason === 'a loopback address' };
  },
);

/** Why this address may not be sent to (null: it may). */
export function refusedAddress(address: string, policy: AddressPolicy): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const v4 = family === 4 ? address : embeddedV4(address);
  const [ip, type] = v4 ? [v4, 'ipv4' as const] : [address, 'ipv6' as const];
  for (const r of lists) {
    if (r.family !== type || !r.list.check(ip, type)) continue;
    if (r.loopback && policy.allowLoopback) return null;
    return `${address} is ${r.reason}`;
  }
  return null;
}

/** The IPv4 address inside an IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96) or 6to4 (2002::/16) one. */
function embeddedV4(address: string): string | null {
  const words = ipv6Words(address);
  if (!words) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  if (zeros(0, 5) && words[5] === 0xffff) return v4(words[6], words[7]);
  if (words[0] === 0x64 && words[1] === 0xff9b && zeros(2, 6)) return v4(words[6], words[7]);
  if (words[0] === 0x2002) return v4(words[1], words[2]);
  return null;
}

/** The eight 16-bit words of an IPv6 address (with `::` and a trailing dotted quad expanded). */
function ipv6Words(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number);
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parts = (s: string | undefined) => (s ? s.split(':') : []);
  const h = parts(head);
  const t = parts(tail);
  const fill = tail === undefined ? [] : Array(8 - h.length - t.length).fill('0');
  const words = [...h, ...fill, ...t].map((w) => Number.parseInt(w, 16));
  return words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff)
    ? words
    : null;
}
