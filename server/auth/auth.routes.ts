import { createHash } from "node:crypto";
import { Router, type Request } from "express";
import type { createPassport } from "./passport";
import { loginSchema, registerSchema, type SessionResponse } from "../../shared/api/auth";
import type { User } from "../../shared/schema/auth";
import type { AppDependencies } from "../app-dependencies";
import { AppError } from "../lib/errors";
import { sessionCookieOptions } from "../lib/session";
import { requireUser } from "../lib/guards";
import { limitPerAddress } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { ACCOUNT_DISABLED, INVALID_CREDENTIALS, recordSignIn, registerUser } from "./auth.service";
import { addressKeyOf } from "../lib/client-address";
import { recordLoginSuccess, reserveLoginAttempt } from "./login-throttle.service";
import { toPublicUser } from "./public-user";
import { sendEmailConfirmation } from "./email-confirmation.service";
import { signIn } from "./sign-in";
import { attachVisitorTests } from "../placement/attach-visitor-tests";
import { visitorKeyOf } from "../placement/placement-owner";

/** A short, stable stand-in for a value that must not be logged but should still be recognisable. */
const fingerprint = (value: string) => createHash("sha256").update(value.toLowerCase()).digest("hex").slice(0, 12);

/** This app's own passport instance (see passport.ts), not the global one. */
type AppPassport = ReturnType<typeof createPassport>;

const authenticate = (passport: AppPassport, req: Request) =>
  new Promise<User | false>((resolve, reject) => {
    passport.authenticate("local", { session: false }, (error: unknown, user: User | false) => (error ? reject(error) : resolve(user)))(
      req,
      req.res!,
      () => {},
    );
  });

export const createAuthRouter = ({ db, clock, logger, config, onMailQueued }: AppDependencies, passport: AppPassport) => {
  const router = Router();

  // Before any lookup or hash: each registration costs an argon2 hash and creates an account.
  const registrationLimit = limitPerAddress({
    db,
    clock,
    name: "register",
    limit: config.registrationsPerAddressPerHour,
    windowMs: 3_600_000,
  });

  router.post("/register", registrationLimit, async (req, res) => {
    const input = validate(registerSchema, req.body);
    const user = await registerUser({ db, input });
    // The confirmation link: until it is opened, receipts and certificates are not mailed (decision 0046).
    await db.transaction((tx) =>
      sendEmailConfirmation({
        db: tx,
        clock,
        user,
        email: user.email,
        mailContext: { siteOrigin: config.siteOrigin, school: config.school },
      }),
    );
    onMailQueued();
    // Read before signing in: the sign-in starts a new session without the visitor's placement test key.
    const visitorKey = visitorKeyOf(req);
    await signIn(req, user, clock);
    await recordSignIn({ db, clock, userId: user.id });
    const placed = visitorKey ? await attachVisitorTests({ db, visitorKey, userId: user.id }) : undefined;
    logger.info({ event: "user_registered", userId: user.id }, "user registered");
    res.status(201).json(toPublicUser({ ...user, languageLevel: placed?.languageLevel ?? user.languageLevel }));
  });

  router.post("/login", async (req, res) => {
    const credentials = validate(loginSchema, req.body);
    const { username } = credentials;
    req.body = credentials; // passport-local reads the trimmed, validated fields
    const attempt = { db, clock, username, addressKey: addressKeyOf(req.ip), secret: config.sessionSecret };
    const { addressKey } = attempt;
    await reserveLoginAttempt(attempt).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "rate_limited") {
        logger.warn({ event: "login_limited", usernameHash: fingerprint(username), address: addressKey }, error.message);
      }
      throw error;
    });
    const user = await authenticate(passport, req);
    if (!user) {
      // Not the username itself: people type their password into that field often enough.
      logger.warn({ event: "login_failed", usernameHash: fingerprint(username), address: addressKey }, "sign-in failed");
      throw new AppError("unauthorized", INVALID_CREDENTIALS);
    }
    await recordLoginSuccess(attempt);
    // Only after the right password: a wrong guess learns nothing about the account.
    if (user.isDisabled) {
      logger.warn({ event: "login_disabled_account", userId: user.id }, "sign-in to a disabled account refused");
      throw new AppError("unauthorized", ACCOUNT_DISABLED);
    }
    const visitorKey = visitorKeyOf(req);
    await signIn(req, user, clock);
    await recordSignIn({ db, clock, userId: user.id });
    const placed = visitorKey ? await attachVisitorTests({ db, visitorKey, userId: user.id }) : undefined;
    res.json(toPublicUser({ ...user, languageLevel: placed?.languageLevel ?? user.languageLevel }));
  });

  router.post("/logout", (req, res, next) => {
    if (!req.session) return res.status(204).end();
    // Destroying deletes the stored row: the old cookie is worthless from now on.
    req.session.destroy((error) => {
      if (error) return next(error);
      // The same attributes as when it was set: a browser ignores the clearing of a __Host- cookie otherwise.
      res.clearCookie(req.app.get("session cookie name") as string, sessionCookieOptions(req.app.get("session cookie secure") === true));
      res.status(204).end();
    });
  });

  router.get("/me", requireUser, (req, res) => {
    res.json(toPublicUser(req.user!));
  });

  // What the site asks on every page: "signed out" is a normal answer here (200), not a 401 in the console.
  router.get("/session", (req, res) => {
    res.json({ user: req.user ? toPublicUser(req.user) : null } satisfies SessionResponse);
  });

  return router;
};
