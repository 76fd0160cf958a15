import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireUser } from "../lib/guards";
import { getLatestAssessment } from "./assessment.service";

// The placement test itself is server/placement (POST /api/placement-tests, decision 0058); this is the
// account's history of results.
export const createAssessmentRouter = ({ db }: AppDependencies) => {
  const router = Router();

  router.get("/assessments/me", requireUser, async (req, res) => {
    res.json(await getLatestAssessment({ db, userId: currentUser(req).id }));
  });

  return router;
};
