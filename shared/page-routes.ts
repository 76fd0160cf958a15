/**
 * Every page address of the site, as the client's router matches them (wouter's patterns: `:id` one
 * segment, `*?` anything or nothing below). The router is built from these names and the server reads
 * the same list: an address that matches none of them answers 404 with the app's "Page Not Found".
 * A new page is one line here, then its <Route path={PAGE_ROUTES.name}> in client/src/app/router.tsx.
 * Order does not matter here; the router keeps its own (the first match wins there).
 */
export const PAGE_ROUTES = {
  home: "/",
  coursePlayer: "/courses/:id/learn",
  lesson: "/courses/:id/lessons/:lessonId",
  courseTest: "/courses/:id/tests/:testId",
  course: "/courses/:id",
  courses: "/courses",
  phonics: "/phonics",
  phonicsDemo: "/phonics-demo",
  kidsTrial: "/kids/start-trial",
  kids: "/kids",
  about: "/about",
  terms: "/terms",
  privacy: "/privacy",
  pricing: "/pricing",
  contact: "/contact",
  assessment: "/assessment",
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  confirmEmail: "/confirm-email",
  subscribeToPlan: "/subscribe/:planId",
  subscribe: "/subscribe",
  receipt: "/receipts/:id",
  dashboard: "/dashboard",
  parentHome: "/family",
  certificates: "/certificates",
  certificateTest: "/certificate-test",
  verifyNumber: "/verify/:number",
  verify: "/verify",
  achievements: "/achievements",
  advertising: "/advertising",
  campaign: "/advertising/campaigns/:token",
  oldEmailGenerator: "/email-generator",
  oldOutreach: "/outreach",
  oldBackup: "/backup",
  feedback: "/feedback",
  newsletter: "/newsletter",
  queries: "/queries",
  unsubscribe: "/unsubscribe",
  /** The staff side: its own router shows the sections, and a note for an address it does not know. */
  admin: "/admin/*?",
} as const;

export type PageRouteName = keyof typeof PAGE_ROUTES;

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern as a regular expression, the way wouter's matcher (regexparam) reads it: case-insensitive, one optional trailing slash. */
export const patternToRegExp = (pattern: string) => {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (segment === "*") return "/(.*)";
      if (segment === "*?") return "(?:/(.*))?";
      if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/([^/]+?))?" : "/([^/]+?)";
      return `/${escapeForRegExp(segment)}`;
    })
    .join("");
  return new RegExp(`^${source}/?$`, "i");
};

const PAGE_ROUTE_REGEXPS = Object.values(PAGE_ROUTES).map(patternToRegExp);

/** True when a page of the site answers this path (no query string): the server's 200 or 404. */
export const isPageRoute = (path: string) => PAGE_ROUTE_REGEXPS.some((regexp) => regexp.test(path));
