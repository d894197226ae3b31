import { isIPv4, isIPv6 } from 'node:net';

/** `::ffff:10.0.0.1` → `10.0.0.1`; an IPv6 address → its /64 (`2001:db8:0:1::/64`). */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const network = groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
}
