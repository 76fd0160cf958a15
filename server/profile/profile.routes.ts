import { Router } from "express";
import { changePasswordSchema, updateProfileSchema } from "../../shared/api/profile";
import type { AppDependencies } from "../app";
import { toPublicUser } from "../auth/public-user";
import { currentUser, requireUser } from "../lib/guards";
import { consumeRateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { changePassword, updateProfile } from "./profile.service";

export const createProfileRouter = ({ db, clock }: AppDependencies) => {
  const router = Router();

  router.patch("/me", requireUser, async (req, res) => {
    const changes = validate(updateProfileSchema, req.body);
    const user = await updateProfile({ db, userId: currentUser(req).id, changes });
    res.json(toPublicUser(user));
  });

  router.post("/me/password", requireUser, async (req, res) => {
    const input = validate(changePasswordSchema, req.body);
    const user = currentUser(req);
    // Each try costs an argon2 hash and guesses the current password: 10 an hour per account is plenty.
    await consumeRateLimit({ db, clock, key: `password-change|user:${user.id}`, limit: 10, windowMs: 3_600_000 });
    await changePassword({ db, user, input, keepSessionId: req.sessionID });
    res.status(204).end();
  });

  return router;
};
