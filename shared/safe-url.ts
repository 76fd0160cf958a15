// Control characters and backslashes never belong in a URL we follow.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\\]/;

/** True for an absolute https URL with a host. Refuses javascript:, data:, vbscript:, protocol-relative tricks. */
export const isSafeHttpsUrl = (value: string) => {
  if (value.trim() !== value || UNSAFE_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
};

/**
 * A `?redirect=` target we may follow: a same-site path such as `/pricing`, never `//host`, `/\host`
 * or an absolute URL.
 */
export const isSameSitePath = (value: string | null | undefined): value is string =>
  typeof value === "string" &&
  value.startsWith("/") &&
  !value.startsWith("//") &&
  !value.startsWith("/\\") &&
  !UNSAFE_CHARACTERS.test(value);
