import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { sendCachedJson } from "../lib/read-cache";
import { countPublicFigures } from "./public-figures.service";

/** Public (no session needed): the configured school details, and the figures the public pages quote. */
export const createSchoolRouter = ({ config, db, cache }: AppDependencies) => {
  const router = Router();
  router.get("/school", (_req, res) => {
    res.json(config.school);
  });
  // Counted at most every 30 s per instance (read-cache.ts): every public page asks for them.
  router.get("/school/figures", async (_req, res) => {
    await sendCachedJson(res, cache, "school:figures", () => countPublicFigures({ db, minimum: config.figuresMinimum }));
  });
  return router;
};
