import type { Request } from "express";
import { Passport } from "passport";
import { takePreloadedUser } from "../lib/session-store";
import { Strategy as LocalStrategy } from "passport-local";
import type { Database } from "../db/connection";
import { findUserById, verifyCredentials } from "./auth.service";

/** A passport instance per app (not the global one), so tests can build many apps side by side. */
export const createPassport = (db: Database) => {
  const passport = new Passport();
  passport.use(
    new LocalStrategy(async (username, password, done) => {
      try {
        done(null, (await verifyCredentials({ db, username, password })) ?? false);
      } catch (error) {
        done(error);
      }
    }),
  );
  passport.serializeUser((user, done) => done(null, user.id));
  // With three parameters passport hands over the request first.
  passport.deserializeUser(async (req: Request, id: unknown, done: (error: unknown, user?: Express.User | false) => void) => {
    try {
      // The session store read the user with the session (one query); passport only reads it itself for
      // a session the store did not load.
      const preloaded = takePreloadedUser(req);
      const user = preloaded !== undefined ? preloaded : typeof id === "number" ? await findUserById({ db, id }) : undefined;
      // A deleted or disabled user simply becomes anonymous (false), not an error page.
      done(null, user && user.id === id && !user.isDisabled && !user.closedAt ? user : false);
    } catch (error) {
      done(error);
    }
  });
  return passport;
};
