import { Router } from "express";
import { LIVE_CLASS_NOT_FOUND, liveClassInputSchema, updateLiveClassSchema } from "../../shared/api/live-classes";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireAdmin, requireUser } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { createLiveClass, listAdminLiveClasses, updateLiveClass } from "./admin-live-classes.service";
import { buildLiveClassCalendar, calendarFileName } from "./calendar";
import { bookLiveClass, cancelBooking, getLiveClassForCalendar, listUpcomingLiveClasses } from "./live-classes.service";

// Live classes: subscribers list and book them, admins schedule them.
export const createLiveClassesRouter = ({ db, clock, config, onMailQueued }: AppDependencies) => {
  const router = Router();

  router.get("/live-classes", requireUser, async (req, res) => {
    res.json(await listUpcomingLiveClasses({ db, clock, user: currentUser(req) }));
  });

  router.post("/live-classes/:id/book", requireUser, async (req, res) => {
    const { liveClass, created } = await bookLiveClass({
      db,
      clock,
      user: currentUser(req),
      liveClassId: requireIdParam(req.params.id, LIVE_CLASS_NOT_FOUND),
      siteOrigin: config.siteOrigin,
    });
    if (created) onMailQueued();
    res.status(created ? 201 : 200).json(liveClass);
  });

  router.delete("/live-classes/:id/book", requireUser, async (req, res) => {
    const { mailQueued } = await cancelBooking({
      db,
      clock,
      user: currentUser(req),
      liveClassId: requireIdParam(req.params.id, LIVE_CLASS_NOT_FOUND),
      siteOrigin: config.siteOrigin,
    });
    if (mailQueued) onMailQueued();
    res.status(204).end();
  });

  router.get("/live-classes/:id/calendar.ics", requireUser, async (req, res) => {
    const id = requireIdParam(req.params.id, LIVE_CLASS_NOT_FOUND);
    const user = currentUser(req);
    const liveClass = await getLiveClassForCalendar({ db, clock, user, liveClassId: id });
    res
      .type("text/calendar; charset=utf-8")
      .attachment(calendarFileName(id))
      .send(buildLiveClassCalendar({ liveClass, siteOrigin: config.siteOrigin, now: clock.now(), locale: user.locale }));
  });

  router.get("/admin/live-classes", requireAdmin, async (_req, res) => {
    res.json(await listAdminLiveClasses({ db }));
  });

  router.post("/admin/live-classes", requireAdmin, async (req, res) => {
    const input = validate(liveClassInputSchema, req.body);
    res.status(201).json(await createLiveClass({ db, clock, actor: currentUser(req), input }));
  });

  router.patch("/admin/live-classes/:id", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, LIVE_CLASS_NOT_FOUND);
    const changes = validate(updateLiveClassSchema, req.body);
    const { liveClass, noticesQueued } = await updateLiveClass({
      db,
      clock,
      actor: currentUser(req),
      liveClassId: id,
      changes,
      siteOrigin: config.siteOrigin,
    });
    if (noticesQueued > 0) onMailQueued();
    res.json(liveClass);
  });

  return router;
};
