// The key a client's limits are counted under. An IPv4 address stands for itself; an IPv6 address
// stands for its /64 network, because a household or a rented server gets a whole /64 and can pick
// a fresh address inside it for every request.
import ipaddr from "ipaddr.js";

/** The limit key of a client address (req.ip): IPv4 as it is, IPv4-mapped IPv6 as IPv4, other IPv6 as its /64. */
export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${network.toString()}/64`;
}
