// The access log keeps the path of each request, never what would let a reader of the log in: the query
// string (tokens in links) and path segments that are bearer secrets (the private campaign page's token).

/** Routes whose last segment is a secret, logged by their pattern. */
const SECRET_SEGMENT_ROUTES = [/^(\/api\/advertising\/campaigns\/)[^/]+$/];

/** A long random-looking segment (base64url or hex, 24+ characters) is taken for a token whatever the route. */
const TOKEN_SHAPED = /^[A-Za-z0-9_-]{24,}$/;

/** The path as the access log writes it. */
export const loggedPath = (url: string) => {
  const path = url.split("?")[0] ?? "";
  for (const route of SECRET_SEGMENT_ROUTES) if (route.test(path)) return path.replace(route, "$1:token");
  return path
    .split("/")
    .map((segment) => (TOKEN_SHAPED.test(segment) && /\d/.test(segment) && /[A-Za-z]/.test(segment) ? ":token" : segment))
    .join("/");
};
