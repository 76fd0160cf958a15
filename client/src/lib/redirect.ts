import { isSameSitePath } from "@shared/safe-url";

export const DEFAULT_SIGNED_IN_PATH = "/dashboard";

// Slashes stay readable (`/login?redirect=/dashboard`, as the spec writes it); everything else is encoded.
const encodeRedirect = (path: string) => encodeURIComponent(path).replace(/%2F/g, "/");

/** The sign-in address that comes back to `returnTo` afterwards: `/login?redirect=/dashboard`. */
export function buildLoginPath(returnTo: string) {
  return `/login?redirect=${encodeRedirect(returnTo)}`;
}

/** `path` with the redirect parameter carried over, for links between the sign-in and register screens. */
export function withRedirect(path: string, redirect: string | null) {
  return redirect ? `${path}?redirect=${encodeRedirect(redirect)}` : path;
}

/** The raw `redirect` parameter of a search string, only when it is a same-site path (never `//evil.com`). */
export function readRedirectParam(search: string): string | null {
  const redirect = new URLSearchParams(search).get("redirect");
  return isSameSitePath(redirect) ? redirect : null;
}

/** Where to go after signing in or registering. */
export function getPostSignInPath(search: string) {
  return readRedirectParam(search) ?? DEFAULT_SIGNED_IN_PATH;
}
