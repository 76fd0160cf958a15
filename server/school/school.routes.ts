import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";

/** Public and unchanging while the process runs: the configured school details (no session needed). */
export const createSchoolRouter = ({ config }: AppDependencies) => {
  const router = Router();
  router.get("/school", (_req, res) => {
    res.json(config.school);
  });
  return router;
};
