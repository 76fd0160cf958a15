import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { AppError } from "../lib/errors";

// Selling ads (public): submission, the Yoco checkout of a submitted ad, the private campaign page.
export const createAdvertisingRouter = (_deps: AppDependencies) => {
  const router = Router();
  const notBuilt = () => {
    throw new AppError("unavailable", "Not built yet");
  };
  router.post("/advertisements", notBuilt);
  router.post("/create-yoco-payment", notBuilt);
  router.get("/advertising/campaigns/:token", notBuilt);
  return router;
};
