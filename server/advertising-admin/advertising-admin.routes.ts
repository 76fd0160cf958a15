import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { AppError } from "../lib/errors";
import { requireAdmin } from "../lib/guards";

// Reviewing ads (admins): the list, approve and reject, the notifications and the stats.
export const createAdvertisingAdminRouter = (_deps: AppDependencies) => {
  const router = Router();
  const notBuilt = () => {
    throw new AppError("unavailable", "Not built yet");
  };
  router.get("/advertisements", requireAdmin, notBuilt);
  router.patch("/advertisements/:id/approve", requireAdmin, notBuilt);
  router.patch("/advertisements/:id/reject", requireAdmin, notBuilt);
  router.get("/admin/advertisement-notifications", requireAdmin, notBuilt);
  router.post("/admin/advertisement-notifications/:id/read", requireAdmin, notBuilt);
  router.get("/admin/advertisement-stats", requireAdmin, notBuilt);
  return router;
};
