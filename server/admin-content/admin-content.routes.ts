import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";

// Course authoring (admins): courses, lessons and exercises.
export const createAdminContentRouter = (_deps: AppDependencies) => {
  const router = Router();
  return router;
};
