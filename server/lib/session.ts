import type { RequestHandler } from "express";
import session from "express-session";
import type { Database, QueryablePool } from "../db/connection";
import type { Clock } from "./clock";
import { DatabaseSessionStore, type AuthChangeFeed } from "./session-store";

export const SESSION_LIMITS = {
  idleMinutes: 30,
  absoluteHours: 12,
  adminIdleMinutes: 15,
  adminAbsoluteHours: 4,
  /** A store write to slide the idle expiry happens at most this often per session and process. */
  touchEveryMs: 60_000,
} as const;

declare module "express-session" {
  interface SessionData {
    /** When the user signed in: the absolute lifetime counts from here. */
    signedInAt?: number;
    isAdmin?: boolean;
  }
}

export type SessionOptions = {
  db: Database;
  changeFeed?: AuthChangeFeed;
  pool: QueryablePool;
  secret: string;
  isSecureCookie: boolean;
  clock: Clock;
};

/** The cookie's attributes: logout must clear it with the same ones, or the browser keeps it. */
/** `__Host-` binds a Secure cookie to this exact host; it needs Secure, so plain http uses `sid`. */
export const sessionCookieName = (isSecureCookie: boolean) => (isSecureCookie ? "__Host-sid" : "sid");

export const sessionCookieOptions = (isSecureCookie: boolean) => ({
  httpOnly: true,
  sameSite: "lax" as const,
  secure: isSecureCookie,
  path: "/",
});

export const createSessionMiddleware = ({ db, pool, changeFeed, secret, isSecureCookie, clock }: SessionOptions): RequestHandler => {
  const store = new DatabaseSessionStore({ db, pool, changeFeed, clock, touchEveryMs: SESSION_LIMITS.touchEveryMs });
  return session({
    store,
    secret,
    // Over https the __Host- prefix pins the cookie to this exact host and path.
    name: sessionCookieName(isSecureCookie),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: "destroy",
    cookie: { ...sessionCookieOptions(isSecureCookie), maxAge: SESSION_LIMITS.idleMinutes * 60_000 },
  });
};

/** Ends a session that outlived its absolute lifetime, whatever its idle expiry says. */
export const enforceAbsoluteLifetime =
  (clock: Clock): RequestHandler =>
  (req, _res, next) => {
    const signedInAt = req.session?.signedInAt;
    if (!signedInAt) return next();
    // The role as it is now (read with the session), not as it was at sign-in: a promoted student gets
    // the admin's shorter lifetime at once.
    const isAdmin = req.user?.isAdmin ?? req.session.isAdmin;
    const hours = isAdmin ? SESSION_LIMITS.adminAbsoluteHours : SESSION_LIMITS.absoluteHours;
    if (clock.now().getTime() - signedInAt <= hours * 3_600_000) return next();
    // Runs after passport: the stored row goes and this request continues as anonymous, with a fresh
    // (unsaved) session so that a sign-in in this very request still works.
    req.session.regenerate((error) => {
      req.user = undefined;
      next(error);
    });
  };
