import { Router } from "express";
import { changePasswordSchema, updateProfileSchema, type ProfileUpdated } from "../../shared/api/profile";
import type { AppDependencies } from "../app-dependencies";
import { toPublicUser } from "../auth/public-user";
import { signIn } from "../auth/sign-in";
import { currentUser, requireUser } from "../lib/guards";
import { consumeRateLimit } from "../lib/rate-limit";
import { sessionCookieOptions } from "../lib/session";
import { validate } from "../lib/validate";
import { z } from "zod";
import { closeAccount } from "./close-account.service";
import { exportPersonalData } from "./data-export.service";
import { changePassword, updateProfile } from "./profile.service";

export const createProfileRouter = ({ db, clock, config, onMailQueued }: AppDependencies) => {
  const mailContext = { siteOrigin: config.siteOrigin, school: config.school };
  const router = Router();

  router.patch("/me", requireUser, async (req, res) => {
    const changes = validate(updateProfileSchema, req.body);
    const user = currentUser(req);
    // A current password sent along is checked with argon2: guessing it here is limited like a sign-in.
    if (changes.currentPassword)
      await consumeRateLimit({ db, clock, key: `password-check|user:${user.id}`, limit: 10, windowMs: 3_600_000 });
    const { user: updated, pendingEmail } = await updateProfile({ db, clock, user, changes, mailContext });
    if (pendingEmail) onMailQueued();
    res.json({ ...toPublicUser(updated), pendingEmail } satisfies ProfileUpdated);
  });

  router.post("/me/password", requireUser, async (req, res) => {
    const input = validate(changePasswordSchema, req.body);
    const user = currentUser(req);
    // Each try costs an argon2 hash and guesses the current password: 10 an hour per account is plenty.
    await consumeRateLimit({ db, clock, key: `password-check|user:${user.id}`, limit: 10, windowMs: 3_600_000 });
    await changePassword({ db, user, input, keepSessionId: req.sessionID });
    // A new session id: whoever copied the old cookie is out along with the other sessions.
    await signIn(req, user, clock, req.session.signedInAt);
    res.status(204).end();
  });

  router.get("/me/data-export", requireUser, async (req, res) => {
    const user = currentUser(req);
    const now = clock.now();
    const data = await exportPersonalData({ db, userId: user.id, now, schoolContactEmail: config.school.contactEmail });
    const file = `my-data-${user.username.replace(/[^A-Za-z0-9_-]/g, "_")}-${now.toISOString().slice(0, 10)}.json`;
    res.setHeader("Content-Disposition", `attachment; filename="${file}"`);
    res.setHeader("Cache-Control", "no-store");
    res.type("application/json").send(JSON.stringify(data, null, 2));
  });

  router.post("/me/close", requireUser, async (req, res) => {
    const { password } = validate(closeAccountSchema, req.body);
    const user = currentUser(req);
    // Each try checks the password with argon2: limited like the other password checks.
    await consumeRateLimit({ db, clock, key: `password-check|user:${user.id}`, limit: 10, windowMs: 3_600_000 });
    await closeAccount({ db, clock, user, password });
    // The session row is gone already; the cookie goes too.
    req.session.destroy(() => {
      res.clearCookie(req.app.get("session cookie name") as string, sessionCookieOptions(req.app.get("session cookie secure") === true));
      res.status(204).end();
    });
  });

  return router;
};

const closeAccountSchema = z.object({ password: z.string({ error: "Enter your password" }).min(1, "Enter your password").max(128) });
