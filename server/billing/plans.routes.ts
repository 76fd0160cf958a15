import { Router } from "express";
import { plansQuerySchema } from "../../shared/api/billing";
import type { AppDependencies } from "../app-dependencies";
import { requireIdParam, validate } from "../lib/validate";
import { sendCachedJson } from "../lib/read-cache";
import { getActivePlan, listActivePlans, PLAN_NOT_FOUND } from "./plans.service";

export const createPlansRouter = ({ db, cache }: AppDependencies) => {
  const router = Router();

  // Without a query: the adult plans, which is what the pricing page (and the spec's client) reads.
  router.get("/subscription-plans", async (req, res) => {
    const { audience } = validate(plansQuerySchema, req.query);
    await sendCachedJson(res, cache, `plans:${audience}`, () => listActivePlans({ db, audience }));
  });

  router.get("/subscription-plans/:id", async (req, res) => {
    const id = requireIdParam(req.params.id, PLAN_NOT_FOUND);
    await sendCachedJson(res, cache, `plans:id:${id}`, () => getActivePlan({ db, id }));
  });

  return router;
};
