import { Router } from "express";
import { ADMIN_USER_MESSAGES, adminUsersQuerySchema, updateAdminUserSchema } from "../../shared/api/admin-users";
import type { AppDependencies } from "../app-dependencies";
import { AppError } from "../lib/errors";
import { currentUser, requireAdmin } from "../lib/guards";
import { parseIdParam, validate } from "../lib/validate";
import { endUserSessions, getAdminOverview, getAdminUser, listAdminUsers, updateAdminUser } from "./admin-users.service";

const idOf = (value: unknown) => {
  const id = parseIdParam(value);
  if (id === undefined) throw new AppError("not_found", ADMIN_USER_MESSAGES.notFound);
  return id;
};

// Users and the overview (admins).
export const createAdminUsersRouter = ({ db, clock }: AppDependencies) => {
  const router = Router();

  router.get("/admin/overview", requireAdmin, async (_req, res) => {
    res.json(await getAdminOverview({ db, clock }));
  });

  router.get("/admin/users", requireAdmin, async (req, res) => {
    const { query, page } = validate(adminUsersQuerySchema, req.query);
    res.json(await listAdminUsers({ db, query, page }));
  });

  router.get("/admin/users/:id", requireAdmin, async (req, res) => {
    res.json(await getAdminUser({ db, clock, id: idOf(req.params.id) }));
  });

  router.patch("/admin/users/:id", requireAdmin, async (req, res) => {
    const id = idOf(req.params.id);
    const changes = validate(updateAdminUserSchema, req.body);
    res.json(await updateAdminUser({ db, actorId: currentUser(req).id, id, changes }));
  });

  router.post("/admin/users/:id/end-sessions", requireAdmin, async (req, res) => {
    await endUserSessions({ db, id: idOf(req.params.id) });
    res.status(204).end();
  });

  return router;
};
