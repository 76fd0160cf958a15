import express, { Router } from "express";
import type { AppDependencies } from "../app-dependencies";
import { invalidateServedAds } from "../ad-serving/served-ads-cache";
import { sendDueAdRefunds } from "../advertising/ad-refunds.service";
import { handleYocoWebhook } from "./yoco-webhook.service";

export const YOCO_WEBHOOK_PATH = "/webhooks/yoco";

/** Mounted before the JSON parser: the signature is over the raw bytes. No session, no CSRF rule. */
export const createWebhooksRouter = ({ db, clock, logger, payments, config, cache, onMailQueued }: AppDependencies) => {
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
    // An ad paid after its rejection: its refund is recorded; ask Yoco now (the advertising job retries).
    if (result.outcome === "refund_due") await sendDueAdRefunds({ db, yoco: payments.yoco, logger });
    if (result.outcome === "paid" || result.outcome === "refund_due") onMailQueued();
    res.json({ received: true, outcome: result.outcome });
  });
  return router;
};
