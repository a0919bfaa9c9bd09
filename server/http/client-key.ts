// The key a client's call limits are counted under. An IPv4 address stands for itself; an IPv6
// address stands for its /64 network, because a household or a rented server gets a whole /64 and
// can pick a fresh address inside it for every request.
import net from "node:net";

/** "2001:db8::1" → the eight 16-bit groups as numbers; "::ffff:192.0.2.1" style endings included. */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, "").toLowerCase();
  // An IPv4 tail ("::ffff:192.0.2.1", "64:ff9b::192.0.2.1") is two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}

/** The limit key of a client address (req.ip): IPv4 as it is, IPv4-mapped IPv6 as IPv4, other IPv6 as its /64. */
export function clientKeyOf(address: string): string {
  if (!net.isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}
