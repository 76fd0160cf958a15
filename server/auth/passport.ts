import { Passport } from "passport";
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
  passport.deserializeUser(async (id: unknown, done) => {
    try {
      // A deleted user simply becomes anonymous (false), not an error page.
      const user = typeof id === "number" ? await findUserById({ db, id }) : undefined;
      done(null, user ?? false);
    } catch (error) {
      done(error);
    }
  });
  return passport;
};
