import { Router } from "express";
import { PLACEMENT_MESSAGES, submitPlacementAnswerSchema } from "../../shared/api/placement";
import type { AppDependencies } from "../app-dependencies";
import { AppError } from "../lib/errors";
import { limitPerAddress } from "../lib/rate-limit";
import { requireIdParam, validate } from "../lib/validate";
import { answerPlacementItem } from "./answer-placement-item";
import { derivePlacementSourceKey, PLACEMENT_ANSWERS_PER_HOUR, PLACEMENT_STARTS_PER_HOUR, placementSourceOf } from "./placement-limits";
import { placementOwnerOf } from "./placement-owner";
import { getCurrentPlacementTest, getPlacementTest } from "./read-placement-test";
import { startPlacementTest } from "./start-placement-test";

const HOUR = 3_600_000;

// The adaptive placement test (shared/api/placement.ts, decision 0058): open to visitors and students.
export const createPlacementRouter = ({ db, clock, config }: AppDependencies) => {
  const router = Router();
  const sourceKey = derivePlacementSourceKey(config.sessionSecret);
  // Starting needs no account, so it is limited per address (an IPv6 /64 is one), and so are answers.
  const limitStarts = limitPerAddress({ db, clock, name: "placement-start", limit: PLACEMENT_STARTS_PER_HOUR, windowMs: HOUR });
  const limitAnswers = limitPerAddress({ db, clock, name: "placement-answer", limit: PLACEMENT_ANSWERS_PER_HOUR, windowMs: HOUR });

  router.post("/placement-tests", limitStarts, async (req, res) => {
    const owner = placementOwnerOf(req, { create: true });
    if (!owner) throw new AppError("unavailable", "Your browser session could not be started. Please reload the page.");
    const { state, created } = await startPlacementTest({ db, clock, owner, source: placementSourceOf(sourceKey, req) });
    res.status(created ? 201 : 200).json(state);
  });

  router.get("/placement-tests/current", async (req, res) => {
    res.json(await getCurrentPlacementTest({ db, clock, owner: placementOwnerOf(req) }));
  });

  router.get("/placement-tests/:id", async (req, res) => {
    const testId = requireIdParam(req.params.id, PLACEMENT_MESSAGES.notFound);
    res.json(await getPlacementTest({ db, clock, owner: placementOwnerOf(req), testId }));
  });

  router.post("/placement-tests/:id/answers", limitAnswers, async (req, res) => {
    const testId = requireIdParam(req.params.id, PLACEMENT_MESSAGES.notFound);
    const answer = validate(submitPlacementAnswerSchema, req.body);
    res.json(await answerPlacementItem({ db, clock, owner: placementOwnerOf(req), testId, answer }));
  });

  return router;
};
