import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireUser } from "../lib/guards";
import { sendCachedJson } from "../lib/read-cache";
import { getAchievementsCatalogue, getMyAchievements } from "./my-achievements.service";

// Achievements: the public catalogue and a student's own record.
export const createAchievementsRouter = ({ db, cache }: AppDependencies) => {
  const router = Router();
  router.get("/achievements", async (_req, res) => {
    await sendCachedJson(res, cache, "achievements:active", () => getAchievementsCatalogue(db));
  });
  router.get("/me/achievements", requireUser, async (req, res) => {
    res.json(await getMyAchievements(db, currentUser(req)));
  });
  return router;
};
