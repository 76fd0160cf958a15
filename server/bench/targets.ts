import type { Request as AutocannonRequest } from "autocannon";
import { visitorAddress, type AdVisitor } from "./ad-visitors";
import { JSON_HEADERS } from "./app-server";
import { BENCH_PASSWORD, benchUsername, VOLUME } from "./seed-volume";

/** Which budgets apply: see budgets.ts. */
export type TargetKind = "public-read" | "session-read" | "counter" | "api" | "login" | "static";

export type Target = {
  /** Short name for --only. */
  name: string;
  /** What the table shows. */
  label: string;
  kind: TargetKind;
  /** Measured against the static baseline (the same file from bare node:http) instead of bare Express. */
  baseline?: "static";
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Concurrent connections for this target instead of --connections (see the login target). */
  connections?: number;
  /** Per-request setup (rotating cookies or users); when absent every request is identical. */
  requests?: AutocannonRequest[];
};

export type TargetContext = {
  /** Session cookies of signed-in users, rotated per request. */
  cookies: string[];
  courseId: number;
  /** The running homepage banners, and the visitors (address and ticket) who see them, for the impression counter. */
  adIds: number[];
  adVisitors: AdVisitor[];
  /** A hashed asset under /assets, e.g. /assets/index-abc123.js. */
  assetPath?: string;
};

/** Users that only the login target signs in (not the /api/me pool), more than its connections. */
const LOGIN_USERS = Array.from({ length: 60 }, (_, index) => benchUsername(VOLUME.users - index));
/**
 * Sign-ins in flight from one address are held to the throttle's limits (5 per user, 30 per address):
 * at 50 connections from loopback the rest were refused with 429 and counted as errors. 20 connections
 * over 60 users stays inside both, as 20 people in one office signing in at once would.
 */
const LOGIN_CONNECTIONS = 20;

/** Each request takes the next item of the list, round-robin across all connections. */
const rotate = (items: string[], apply: (request: AutocannonRequest, item: string) => AutocannonRequest): AutocannonRequest[] => {
  let next = 0;
  return [{ setupRequest: (request) => apply(request, items[next++ % items.length]!) }];
};

/**
 * Each impression call is a new (visitor, ad) pair: visitor after visitor, each sees every banner once,
 * from its own address and with its own ticket, so every call stores a row instead of meeting one already
 * counted in its 30-minute window. A visitor sends as many calls as there are banners (25), far below the
 * per-address limit; the whole path is measured: the address from X-Forwarded-For, the limit, the ticket's
 * signature, the robot check, the visitor key and the insert.
 */
const impressionRequests = (adIds: number[], visitors: AdVisitor[]): AutocannonRequest[] => {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const pair = next++;
        const visitor = visitors[Math.floor(pair / adIds.length) % visitors.length]!;
        return {
          ...request,
          path: `/api/advertisements/${adIds[pair % adIds.length]}/impression`,
          headers: { ...request.headers, ...JSON_HEADERS, "user-agent": BENCH_BROWSER, "x-forwarded-for": visitor.address },
          body: JSON.stringify({ ticket: visitor.ticket }),
        };
      },
    },
  ];
};
/** Placement starts, each from the next address behind the proxy (the limit counts per address). */
const placementStarts = (): AutocannonRequest[] => {
  let next = 0;
  return [
    {
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, ...JSON_HEADERS, "x-forwarded-for": visitorAddress(next++) },
        body: "{}",
      }),
    },
  ];
};
const BENCH_BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** The measured endpoints, in run order, each with the kind whose budgets it must meet. */
export const buildTargets = ({ cookies, courseId, adIds, adVisitors, assetPath }: TargetContext): Target[] => {
  const targets: Target[] = [
    { name: "courses", label: "GET /api/courses", kind: "public-read", method: "GET", path: "/api/courses" },
    { name: "course", label: "GET /api/courses/:id", kind: "public-read", method: "GET", path: `/api/courses/${courseId}` },
    { name: "plans", label: "GET /api/subscription-plans", kind: "public-read", method: "GET", path: "/api/subscription-plans" },
    {
      name: "me",
      label: "GET /api/me (signed in)",
      kind: "session-read",
      method: "GET",
      path: "/api/me",
      requests: rotate(cookies, (request, cookie) => ({ ...request, headers: { ...request.headers, cookie } })),
    },
    {
      name: "login",
      label: "POST /api/login (logins/s)",
      kind: "login",
      method: "POST",
      path: "/api/login",
      headers: JSON_HEADERS,
      connections: LOGIN_CONNECTIONS,
      // Correct passwords only: failures would trip the 5-per-user+address throttle within a second.
      requests: rotate(LOGIN_USERS, (request, username) => ({ ...request, body: JSON.stringify({ username, password: BENCH_PASSWORD }) })),
    },
    {
      // Each call is a new visitor starting the placement test from an address of its own (one address
      // may start 10 an hour): the limit, a session, a test, the first item chosen over the bank with the
      // live exposure counts.
      name: "placement",
      label: "POST /api/placement-tests (visitor starts)",
      kind: "api",
      method: "POST",
      path: "/api/placement-tests",
      headers: JSON_HEADERS,
      body: "{}",
      requests: placementStarts(),
    },
    {
      name: "ads",
      label: "GET /api/advertisements/approved",
      kind: "public-read",
      method: "GET",
      path: "/api/advertisements/approved?placement=homepage_banner",
    },
    {
      name: "impression",
      label: "POST /api/advertisements/:id/impression",
      kind: "counter",
      method: "POST",
      path: `/api/advertisements/${adIds[0]}/impression`,
      requests: impressionRequests(adIds, adVisitors),
    },
    { name: "index", label: "GET / (index.html)", kind: "static", method: "GET", path: "/", headers: { accept: "text/html" } },
  ];
  if (assetPath) {
    targets.push({
      name: "asset",
      label: `GET ${assetPath} (br)`,
      kind: "static",
      baseline: "static",
      method: "GET",
      path: assetPath,
      headers: { "accept-encoding": "br" },
    });
  }
  return targets;
};
