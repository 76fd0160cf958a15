import type { Env } from "../env";

/**
 * Where the server listens. Behind a trusted proxy the port is for the proxy alone: whoever reaches it
 * directly could write any X-Forwarded-For and be counted as any address. So with TRUST_PROXY set the
 * default is 127.0.0.1 (a proxy on the same machine); a proxy elsewhere needs HOST set on purpose.
 * Without a proxy: every interface (undefined), as Node listens by default.
 */
export const listenHostOf = (env: Pick<Env, "HOST" | "TRUST_PROXY">): string | undefined =>
  env.HOST ?? (env.TRUST_PROXY === false ? undefined : "127.0.0.1");

/**
 * A hop count trusts the last N entries of X-Forwarded-For whoever sends them: fine while only the proxy
 * can reach the port, a free choice of address for anyone else. Said once at start, with the way out.
 */
export const trustProxyWarning = (env: Pick<Env, "TRUST_PROXY" | "PORT">): string | undefined => {
  if (typeof env.TRUST_PROXY !== "number") return undefined;
  return (
    `TRUST_PROXY=${env.TRUST_PROXY} is a hop count: the server takes the last address a request's X-Forwarded-For header names, ` +
    `whoever sent it. Anyone who reaches port ${env.PORT} directly, not through your proxy, chooses their own address ` +
    "and escapes every per-address limit (sign-in, registration, forms). Keep the port reachable only by the " +
    "proxy (HOST=127.0.0.1, the default with TRUST_PROXY, or a firewall), or name the proxy's addresses " +
    "instead (TRUST_PROXY=loopback or TRUST_PROXY=10.0.0.5)."
  );
};
