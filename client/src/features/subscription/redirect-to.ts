/**
 * Leaves the app for another page (Yoco's hosted checkout). One function, so tests replace it
 * instead of jsdom's location, which cannot navigate.
 */
export function redirectTo(url: string) {
  window.location.assign(url);
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Where a checkout may send the payer: an https page (Yoco's), or this site's own origin (the built-in
 * sandbox's test page, plain http on this or a developer's own machine). Never `javascript:`, another scheme, or
 * another site over plain http, whatever the answer held.
 */
export function isCheckoutAddress(url: string) {
  try {
    const address = new URL(url, window.location.origin);
    if (address.protocol === "https:") return true;
    return address.protocol === "http:" && (address.origin === window.location.origin || LOOPBACK_HOSTS.has(address.hostname));
  } catch {
    return false;
  }
}
