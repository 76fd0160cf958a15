import { isSameSitePath } from "@shared/safe-url";

export const DEFAULT_SIGNED_IN_PATH = "/dashboard";
/** Where staff work: the admin area opens its first section. */
export const ADMIN_HOME_PATH = "/admin";

/**
 * A person's own start page after signing in without a return path: an administrator's is the admin area,
 * everyone else's the dashboard (which sends a kids parent on to the parent home).
 */
export const homePathFor = (user: { isAdmin: boolean } | null | undefined) => (user?.isAdmin ? ADMIN_HOME_PATH : DEFAULT_SIGNED_IN_PATH);

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

/** Where to go after signing in or registering: the page asked for, else the person's own start page. */
export function getPostSignInPath(search: string, user: { isAdmin: boolean } | null | undefined) {
  return readRedirectParam(search) ?? homePathFor(user);
}
