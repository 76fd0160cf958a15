import { Router } from "express";
import { z } from "zod";
import type { AdjustableClock } from "../lib/clock";
import { validate } from "../lib/validate";

const advanceSchema = z.object({
  advanceMs: z
    .number({ message: "advanceMs must be a number of milliseconds" })
    .int("advanceMs must be a whole number")
    .positive("advanceMs must be positive")
    .max(60 * 24 * 60 * 60 * 1000, "advanceMs may move the clock at most 60 days at a time"),
});

/**
 * Mounted only with TEST_CLOCK_CONTROL (which the environment check refuses unless NODE_ENV=test): an
 * end-to-end journey that spans days (a child's practice on two days) moves the server's clock forward.
 */
export const createTestClockRouter = (clock: AdjustableClock) => {
  const router = Router();
  router.post("/test-clock", (req, res) => {
    const { advanceMs } = validate(advanceSchema, req.body);
    clock.advance(advanceMs);
    res.json({ now: clock.now().toISOString() });
  });
  return router;
};
