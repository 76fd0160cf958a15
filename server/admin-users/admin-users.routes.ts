import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";

// Users and the overview (admins).
export const createAdminUsersRouter = (_deps: AppDependencies) => {
  const router = Router();
  return router;
};
