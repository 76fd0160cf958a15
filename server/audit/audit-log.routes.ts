import { Router } from "express";
import { auditLogQuerySchema } from "../../shared/api/admin-audit";
import type { AppDependencies } from "../app-dependencies";
import { requireAdmin } from "../lib/guards";
import { validate } from "../lib/validate";
import { listAuditLog } from "./audit-log.service";

// The audit log is read here and only ever written by recordAdminAction: there is no route that changes it.
export const createAuditLogRouter = ({ db }: AppDependencies) => {
  const router = Router();

  router.get("/admin/audit-log", requireAdmin, async (req, res) => {
    const filters = validate(auditLogQuerySchema, req.query);
    res.json(await listAuditLog({ db, filters }));
  });

  return router;
};
