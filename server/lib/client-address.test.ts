import { describe, expect, it } from "vitest";
import { addressKeyOf } from "./client-address";

describe("addressKeyOf", () => {
  it("keeps IPv4 addresses and unwraps IPv4-mapped IPv6", () => {
    expect(addressKeyOf("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKeyOf("::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("groups IPv6 addresses by their /64, however they are written", () => {
    expect(addressKeyOf("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKeyOf("2001:0DB8:0001:0002::1")).toBe("2001:db8:1:2::/64");
    expect(addressKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(addressKeyOf("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("has a key for a request without an address", () => {
    expect(addressKeyOf(undefined)).toBe("unknown");
  });

  it("counts every value that is not an IP address under one shared key, so made-up values are no new addresses", () => {
    for (const value of [
      "not-an-ip-1",
      "not-an-ip-2",
      "unknown",
      "",
      " 203.0.113.9",
      "203.0.113.9:443",
      "2001:db8::1::2",
      "evil.example",
    ]) {
      expect(addressKeyOf(value)).toBe("unknown");
    }
  });
});
