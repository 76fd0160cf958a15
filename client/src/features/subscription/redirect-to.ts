/**
 * Leaves the app for another page (Yoco's hosted checkout). One function, so tests replace it
 * instead of jsdom's location, which cannot navigate.
 */
export function redirectTo(url: string) {
  window.location.assign(url);
}

/** Only a web address may be opened: never `javascript:` or another scheme, whatever the answer held. */
export function isWebAddress(url: string) {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}
