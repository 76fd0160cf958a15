import { Router } from "express";
import { createAdPaymentSchema, submitAdvertisementSchema } from "../../shared/api/advertising";
import type { AppDependencies } from "../app-dependencies";
import { rejectHoneypot } from "../lib/honeypot";
import { limitPerAddress } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { invalidateServedAds } from "../ad-serving/served-ads-cache";
import { readBackAdPayments } from "./ad-payment-readback.service";
import { startAdCheckout } from "./ad-payment.service";
import { sendDueAdRefunds } from "./ad-refunds.service";
import { getCampaign } from "./campaign.service";
import { submitAdvertisement } from "./submission.service";

const HOUR = 3_600_000;

// Selling ads (public): submission, the Yoco checkout of a submitted ad, the private campaign page.
export const createAdvertisingRouter = ({ db, clock, config, payments, cache, logger, onMailQueued }: AppDependencies) => {
  const router = Router();

  router.post(
    "/advertisements",
    limitPerAddress({ db, clock, name: "advertisement", limit: 10, windowMs: HOUR }),
    // A bot that fills the hidden field learns nothing: a success-shaped answer, nothing stored.
    rejectHoneypot(201, { id: 0, price: 0, duration: 0, status: "pending", paymentStatus: "unpaid" }),
    async (req, res) => {
      const input = validate(submitAdvertisementSchema, req.body);
      const submitted = await submitAdvertisement({ db, input, siteOrigin: config.siteOrigin, inbox: config.schoolInboxEmail });
      onMailQueued();
      res.status(201).json(submitted);
    },
  );
  router.post("/create-yoco-payment", limitPerAddress({ db, clock, name: "ad-payment", limit: 20, windowMs: HOUR }), async (req, res) => {
    // Only the id is read: an amount in the body is ignored, the stored ad's price is charged.
    const { advertisementId } = validate(createAdPaymentSchema, req.body);
    res.json(await startAdCheckout({ db, yoco: payments.yoco, advertisementId, siteOrigin: config.siteOrigin }));
  });
  router.get("/advertising/campaigns/:token", async (req, res) => {
    const token = String(req.params.token);
    const campaign = await getCampaign({ db, clock, token });
    if (campaign.paymentStatus !== "pending") return void res.json(campaign);
    // Back from Yoco before its webhook: read the checkout now, so the page shows the payment at once.
    const outcomes = await readBackAdPayments({
      db,
      yoco: payments.yoco,
      clock,
      advertisementId: campaign.id,
      siteOrigin: config.siteOrigin,
    });
    if (outcomes.includes("paid")) invalidateServedAds(cache);
    if (outcomes.includes("refund_due")) await sendDueAdRefunds({ db, yoco: payments.yoco, logger });
    if (outcomes.length > 0) onMailQueued();
    res.json(await getCampaign({ db, clock, token }));
  });
  return router;
};
