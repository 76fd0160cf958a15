import { Router } from "express";
import type { AppDependencies } from "../app-dependencies";

const READY_TIMEOUT_MS = 2_000;

export const createHealthRouter = ({ database, lifecycle }: AppDependencies) => {
  const router = Router();

  // The process is up (for a liveness probe); says nothing about the database.
  router.get("/health", (_req, res) => {
    res.json({ status: "ok" });
  });

  // Ready to serve: not shutting down and the database answers within 2 s.
  router.get("/ready", async (_req, res) => {
    if (lifecycle.isShuttingDown) return res.status(503).json({ message: "Shutting down" });
    try {
      await Promise.race([
        database.ping(),
        new Promise((_resolve, reject) => setTimeout(() => reject(new Error("timeout")), READY_TIMEOUT_MS).unref()),
      ]);
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ message: "Database unavailable" });
    }
  });

  return router;
};
