import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";

// Live classes: subscribers list and book them, admins schedule them.
export const createLiveClassesRouter = (_deps: AppDependencies) => {
  const router = Router();
  return router;
};
