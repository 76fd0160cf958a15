import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";

// Backups (admins): take, list, download.
export const createBackupsRouter = (_deps: AppDependencies) => {
  const router = Router();
  return router;
};
