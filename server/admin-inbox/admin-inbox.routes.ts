import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";

// Messages, pre-registrations, the mail outbox and the jobs (admins).
export const createAdminInboxRouter = (_deps: AppDependencies) => {
  const router = Router();
  return router;
};
