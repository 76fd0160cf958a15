import { Router } from "express";
import { bulkRejectAdsSchema } from "../../shared/api/admin-advertising";
import { ADVERTISEMENT_NOT_FOUND, takeDownAdSchema } from "../../shared/api/advertising";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { rejectAdvertisementsInBulk } from "./bulk-reject.service";
import { pauseAdvertisement, resumeAdvertisement, takeDownAdvertisement } from "./moderation.service";
import { listAdNotifications, markAdNotificationRead } from "./notifications.service";
import { approveAdvertisement, listAdvertisements, rejectAdvertisement } from "./review.service";
import { getAdvertisementStats } from "./stats.service";

// Reviewing ads (admins): the list, approve and reject, the notifications and the stats.
export const createAdvertisingAdminRouter = (deps: AppDependencies) => {
  const { db, clock, cache, config, logger, onMailQueued } = deps;
  const router = Router();

  router.get("/advertisements", requireAdmin, async (_req, res) => {
    res.json(await listAdvertisements({ db }));
  });

  router.patch("/advertisements/:id/approve", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, ADVERTISEMENT_NOT_FOUND);
    const approved = await approveAdvertisement({
      db,
      clock,
      cache,
      id,
      actor: currentUser(req),
      siteOrigin: config.siteOrigin,
      replyTo: config.schoolInboxEmail,
    });
    onMailQueued();
    res.json(approved);
  });

  router.patch("/advertisements/:id/reject", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, ADVERTISEMENT_NOT_FOUND);
    try {
      res.json(
        await rejectAdvertisement({
          db,
          clock,
          cache,
          yoco: deps.payments.yoco,
          logger,
          id,
          actor: currentUser(req),
          replyTo: config.schoolInboxEmail,
        }),
      );
    } finally {
      // The rejection mail is queued with the rejection, also when the refund could not be sent.
      onMailQueued();
    }
  });

  // Spam applications, cleared in one action: pending unpaid ads only, audited one by one, no mail.
  router.post("/admin/advertisements/reject", requireAdmin, async (req, res) => {
    const { ids } = validate(bulkRejectAdsSchema, req.body);
    const { id, username } = currentUser(req);
    res.json(await rejectAdvertisementsInBulk({ db, clock, actor: { id, username }, ids }));
  });

  // A running ad can be paused (and resumed) or taken down for good, with or without a full refund.
  router.patch("/advertisements/:id/pause", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, ADVERTISEMENT_NOT_FOUND);
    res.json(await pauseAdvertisement({ db, clock, cache, actor: currentUser(req), id, replyTo: config.schoolInboxEmail }));
    onMailQueued();
  });

  router.patch("/advertisements/:id/resume", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, ADVERTISEMENT_NOT_FOUND);
    res.json(await resumeAdvertisement({ db, clock, cache, actor: currentUser(req), id, replyTo: config.schoolInboxEmail }));
    onMailQueued();
  });

  router.patch("/advertisements/:id/take-down", requireAdmin, async (req, res) => {
    const id = requireIdParam(req.params.id, ADVERTISEMENT_NOT_FOUND);
    const { reason, refund } = validate(takeDownAdSchema, req.body ?? {});
    try {
      res.json(
        await takeDownAdvertisement({
          db,
          clock,
          cache,
          yoco: deps.payments.yoco,
          logger,
          actor: currentUser(req),
          id,
          replyTo: config.schoolInboxEmail,
          reason,
          refund,
        }),
      );
    } finally {
      onMailQueued();
    }
  });

  router.get("/admin/advertisement-notifications", requireAdmin, async (req, res) => {
    res.json(await listAdNotifications({ db, clock, adminId: currentUser(req).id }));
  });

  router.post("/admin/advertisement-notifications/:id/read", requireAdmin, async (req, res) => {
    const notificationId = String(req.params.id);
    res.json(await markAdNotificationRead({ db, clock, actor: currentUser(req), notificationId }));
  });

  router.get("/admin/advertisement-stats", requireAdmin, async (_req, res) => {
    res.json(await getAdvertisementStats({ db, clock }));
  });

  return router;
};
