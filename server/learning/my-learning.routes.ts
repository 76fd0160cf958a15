import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireUser } from "../lib/guards";
import { getMyCourses, getMyProgress } from "./my-learning.service";

export const createMyLearningRouter = ({ db }: AppDependencies) => {
  const router = Router();

  router.get("/me/courses", requireUser, async (req, res) => {
    res.json(await getMyCourses({ db, user: currentUser(req) }));
  });

  router.get("/me/progress", requireUser, async (req, res) => {
    res.json(await getMyProgress({ db, user: currentUser(req) }));
  });

  return router;
};
