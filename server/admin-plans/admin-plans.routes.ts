import { Router } from "express";
import { createPlanSchema, movePlanSchema, PLAN_MESSAGES, updatePlanSchema } from "../../shared/api/admin-plans";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { createPlan, listAdminPlans, movePlan, setPlanOffered, updatePlan } from "./admin-plans.service";

// Plans and prices (admins). Every change is recorded in the audit log and refreshes the public plan lists.
export const createAdminPlansRouter = ({ db, cache, clock }: AppDependencies) => {
  const router = Router();
  const planId = (value: unknown) => requireIdParam(value, PLAN_MESSAGES.notFound);

  router.get("/admin/plans", requireAdmin, async (_req, res) => {
    res.json(await listAdminPlans({ db }));
  });

  router.post("/admin/plans", requireAdmin, async (req, res) => {
    const plan = validate(createPlanSchema, req.body);
    res.status(201).json(await createPlan({ db, cache, clock, actor: currentUser(req), plan }));
  });

  router.patch("/admin/plans/:id", requireAdmin, async (req, res) => {
    const id = planId(req.params.id);
    const changes = validate(updatePlanSchema, req.body);
    await updatePlan({ db, cache, clock, actor: currentUser(req), id, changes });
    res.status(204).end();
  });

  router.post("/admin/plans/:id/retire", requireAdmin, async (req, res) => {
    await setPlanOffered({ db, cache, clock, actor: currentUser(req), id: planId(req.params.id), isActive: false });
    res.status(204).end();
  });

  router.post("/admin/plans/:id/reinstate", requireAdmin, async (req, res) => {
    await setPlanOffered({ db, cache, clock, actor: currentUser(req), id: planId(req.params.id), isActive: true });
    res.status(204).end();
  });

  router.post("/admin/plans/:id/move", requireAdmin, async (req, res) => {
    const { direction } = validate(movePlanSchema, req.body);
    await movePlan({ db, cache, clock, actor: currentUser(req), id: planId(req.params.id), direction });
    res.status(204).end();
  });

  return router;
};
