import { Router } from "express";
import { ADMIN_PLACEMENT_MESSAGES, placementItemsQuerySchema, updatePlacementItemSchema } from "../../shared/api/admin-placement";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { listPlacementItems } from "./calibration-report.service";
import { setPlacementItemRetired } from "./calibration-retire-item.service";

// The placement bank's figures and retiring items (admins). Re-estimating the parameters is a command
// (npm run placement:calibrate), not a route: it is run on purpose, with its table of changes read first.
export const createPlacementCalibrationRouter = ({ db, clock }: AppDependencies) => {
  const router = Router();

  router.get("/admin/placement/items", requireAdmin, async (req, res) => {
    const filters = validate(placementItemsQuerySchema, req.query);
    res.json(await listPlacementItems({ db, filters }));
  });

  router.patch("/admin/placement/items/:id", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, ADMIN_PLACEMENT_MESSAGES.notFound);
    const { isRetired } = validate(updatePlacementItemSchema, req.body);
    res.json(await setPlacementItemRetired({ db, actor: currentUser(req), now: clock.now(), id, isRetired }));
  });

  return router;
};
