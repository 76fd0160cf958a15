import { isIPv4, isIPv6 } from "node:net";

/** Expands an IPv6 address to its eight 16-bit groups ("2001:db8::1" -> ["2001","db8","0",...,"1"]). */
const ipv6Groups = (address: string): string[] => {
  const [head = "", tail] = address.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms) counts as two groups; only the /64 prefix is used anyway.
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array.from({ length: tail === undefined ? 0 : missing }, () => "0"), ...tailGroups].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ""),
  );
};

/**
 * The key that per-address limits count under. One IPv6 subscriber usually holds a whole /64 and can
 * rotate through it freely, so IPv6 addresses are grouped by their /64; an IPv4-mapped IPv6 address
 * (::ffff:1.2.3.4, how a dual-stack socket reports IPv4 clients) counts as the IPv4 address it is. Anything
 * that is not an IP address counts as "unknown", together with requests that have no address.
 */
export const addressKeyOf = (ip: string | undefined): string => {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const withoutZone = ip.split("%")[0]!;
  // Not an address at all (a made-up X-Forwarded-For value): one shared key, or each new word were a new address.
  if (!isIPv6(withoutZone)) return "unknown";
  return `${ipv6Groups(withoutZone).slice(0, 4).join(":")}::/64`;
};
