import { Router } from "express";
import { z } from "zod";
import type { AppDependencies } from "../app";
import { validate } from "../lib/validate";
import { listActivePlans } from "./plans.service";

const plansQuery = z.object({
  audience: z.enum(["adult", "kids"], { error: "Audience must be adult or kids" }).default("adult"),
});

export const createPlansRouter = ({ db }: AppDependencies) => {
  const router = Router();

  // Without a query: the adult plans, which is what the pricing page (and the spec's client) reads.
  router.get("/subscription-plans", async (req, res) => {
    const { audience } = validate(plansQuery, req.query);
    res.json(await listActivePlans({ db, audience }));
  });

  return router;
};
