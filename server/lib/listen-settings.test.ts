import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { listenHostOf, trustProxyWarning } from "./listen-settings";

describe("listenHostOf", () => {
  it("listens on every interface without a proxy, as before", () => {
    expect(listenHostOf(parseEnv({}))).toBeUndefined();
    expect(listenHostOf(parseEnv({ TRUST_PROXY: "false" }))).toBeUndefined();
  });

  it("listens on 127.0.0.1 only once a proxy is trusted, unless HOST says otherwise", () => {
    expect(listenHostOf(parseEnv({ TRUST_PROXY: "1" }))).toBe("127.0.0.1");
    expect(listenHostOf(parseEnv({ TRUST_PROXY: "loopback" }))).toBe("127.0.0.1");
    expect(listenHostOf(parseEnv({ TRUST_PROXY: "1", HOST: "0.0.0.0" }))).toBe("0.0.0.0");
    expect(listenHostOf(parseEnv({ HOST: "10.0.0.7" }))).toBe("10.0.0.7");
  });
});

describe("trustProxyWarning", () => {
  it("warns about a hop count, saying why: whoever reaches the port directly chooses their address", () => {
    expect(trustProxyWarning(parseEnv({ TRUST_PROXY: "1", PORT: "5000" }))).toBe(
      "TRUST_PROXY=1 is a hop count: the server takes the last address a request's X-Forwarded-For header names, " +
        "whoever sent it. Anyone who reaches port 5000 directly, not through your proxy, chooses their own address " +
        "and escapes every per-address limit (sign-in, registration, forms). Keep the port reachable only by the " +
        "proxy (HOST=127.0.0.1, the default with TRUST_PROXY, or a firewall), or name the proxy's addresses " +
        "instead (TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.5).",
    );
    expect(trustProxyWarning(parseEnv({ TRUST_PROXY: "2", PORT: "8080", HOST: "0.0.0.0" }))).toMatch(
      /^TRUST_PROXY=2 is a hop count: .* reaches port 8080 directly/,
    );
  });

  it("says nothing without a proxy or with the proxies' addresses", () => {
    expect(trustProxyWarning(parseEnv({}))).toBeUndefined();
    expect(trustProxyWarning(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }))).toBeUndefined();
  });
});
