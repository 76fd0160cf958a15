import { Router } from "express";
import { ADMIN_USER_MESSAGES, adminUsersQuerySchema, updateAdminUserSchema } from "../../shared/api/admin-users";
import { PASSWORD_RESET_MESSAGES } from "../../shared/api/password-reset";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import {
  endUserSessions,
  getAdminOverview,
  getAdminUser,
  listAdminUsers,
  sendPasswordResetLink,
  updateAdminUser,
} from "./admin-users.service";

// Users and the overview (admins).
export const createAdminUsersRouter = ({ db, clock, config, onMailQueued }: AppDependencies) => {
  const router = Router();

  router.get("/admin/overview", requireAdmin, async (_req, res) => {
    res.json(await getAdminOverview({ db, clock }));
  });

  router.get("/admin/users", requireAdmin, async (req, res) => {
    const { query, page } = validate(adminUsersQuerySchema, req.query);
    res.json(await listAdminUsers({ db, query, page }));
  });

  router.get("/admin/users/:id", requireAdmin, async (req, res) => {
    res.json(await getAdminUser({ db, clock, id: requireIdParam(req.params.id, ADMIN_USER_MESSAGES.notFound) }));
  });

  router.patch("/admin/users/:id", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, ADMIN_USER_MESSAGES.notFound);
    const changes = validate(updateAdminUserSchema, req.body);
    res.json(await updateAdminUser({ db, actor: currentUser(req), now: clock.now(), id, changes }));
  });

  router.post("/admin/users/:id/end-sessions", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, ADMIN_USER_MESSAGES.notFound);
    await endUserSessions({ db, actor: currentUser(req), now: clock.now(), id });
    res.status(204).end();
  });

  // The user gets the link by mail; the admin never sees the token or sets the password.
  router.post("/admin/users/:id/password-reset", requireAdmin, async (req, res) => {
    const userId = requireIdParam(req.params.id, ADMIN_USER_MESSAGES.notFound);
    const mailContext = { siteOrigin: config.siteOrigin, school: config.school };
    await sendPasswordResetLink({ db, clock, actor: currentUser(req), now: clock.now(), userId, mailContext });
    onMailQueued();
    res.status(202).json({ message: PASSWORD_RESET_MESSAGES.adminSent });
  });

  return router;
};
