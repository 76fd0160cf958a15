import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { AppError } from "../lib/errors";

// Showing ads (public): the running ads of a placement, and the impression and click calls.
export const createAdServingRouter = (_deps: AppDependencies) => {
  const router = Router();
  const notBuilt = () => {
    throw new AppError("unavailable", "Not built yet");
  };
  router.get("/advertisements/approved", notBuilt);
  router.post("/advertisements/:id/impression", notBuilt);
  router.post("/advertisements/:id/click", notBuilt);
  return router;
};
