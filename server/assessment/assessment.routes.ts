import { Router } from "express";
import { submitAssessmentSchema } from "../../shared/api/assessment";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireUser } from "../lib/guards";
import { validate } from "../lib/validate";
import { getLatestAssessment, takeAssessment } from "./assessment.service";

export const createAssessmentRouter = ({ db, clock }: AppDependencies) => {
  const router = Router();

  // Open to visitors (their result is not stored); any score or level in the body is refused.
  router.post("/assessments", async (req, res) => {
    const { answers } = validate(submitAssessmentSchema, req.body);
    const result = await takeAssessment({ db, clock, answers, userId: req.user?.id });
    res.status(result.isSaved ? 201 : 200).json(result);
  });

  router.get("/assessments/me", requireUser, async (req, res) => {
    res.json(await getLatestAssessment({ db, userId: currentUser(req).id }));
  });

  return router;
};
