import express, { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { invalidateServedAds } from "../ad-serving/served-ads-cache";
import { handleYocoWebhook } from "./yoco-webhook.service";

export const YOCO_WEBHOOK_PATH = "/webhooks/yoco";

/** Mounted before the JSON parser: the signature is over the raw bytes. No session, no CSRF rule. */
export const createWebhooksRouter = ({ db, clock, logger, payments, config, cache }: AppDependencies) => {
  const router = Router();
  router.post(YOCO_WEBHOOK_PATH, express.raw({ type: () => true, limit: "256kb" }), async (req, res) => {
    const header = (name: string) => req.get(name) ?? undefined;
    const result = await handleYocoWebhook({
      db,
      clock,
      logger,
      secret: payments.webhookSecret,
      headers: { id: header("webhook-id"), timestamp: header("webhook-timestamp"), signature: header("webhook-signature") },
      rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      siteOrigin: config.siteOrigin,
    });
    // A paid (or refunded) ad may start or stop running: the served ads are read fresh.
    if (result.outcome === "paid" || result.outcome === "refunded") invalidateServedAds(cache);
    res.json({ received: true, outcome: result.outcome });
  });
  return router;
};
