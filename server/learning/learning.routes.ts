import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";

// The learning API: outline, enrolment, lessons and exercise results.
export const createLearningRouter = (_deps: AppDependencies) => {
  const router = Router();
  return router;
};
