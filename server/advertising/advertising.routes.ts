import { Router } from "express";
import { createAdPaymentSchema, submitAdvertisementSchema } from "../../shared/api/advertising";
import type { AppDependencies } from "../app-dependencies";
import { rejectHoneypot } from "../lib/honeypot";
import { limitPerAddress } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { invalidateServedAds } from "../ad-serving/served-ads-cache";
import { readBackAdPayments } from "./ad-payment-readback.service";
import { startAdCheckout } from "./ad-checkout.service";
import { claimPaymentReadBack } from "./payment-read-back-claim";
import type { ConfirmationOutcome } from "../billing/payment-confirmation.service";
import { sendDueAdRefunds } from "./ad-refunds.service";
import { getCampaign } from "./campaign.service";
import { submitAdvertisement } from "./submission.service";

const HOUR = 3_600_000;

// Selling ads (public): submission, the Yoco checkout of a submitted ad, the private campaign page.
export const createAdvertisingRouter = ({ db, clock, config, payments, cache, logger, onMailQueued }: AppDependencies) => {
  const router = Router();
  const settleReadBack = async (outcomes: ConfirmationOutcome[]) => {
    if (outcomes.includes("paid")) invalidateServedAds(cache);
    if (outcomes.includes("refund_due")) await sendDueAdRefunds({ db, yoco: payments.yoco, logger });
    if (outcomes.length > 0) onMailQueued();
  };

  router.post(
    "/advertisements",
    limitPerAddress({ db, clock, name: "advertisement", limit: 10, windowMs: HOUR }),
    // A bot that fills the hidden field learns nothing: a success-shaped answer, nothing stored.
    rejectHoneypot(201, {
      id: 0,
      campaignToken: "",
      price: 0,
      duration: 0,
      status: "pending",
      paymentStatus: "unpaid",
      isConfirmationMailed: true,
    }),
    async (req, res) => {
      const input = validate(submitAdvertisementSchema, req.body);
      // Always stored once valid and within this address's limit: the mail caps skip mail, not applications.
      const submitted = await submitAdvertisement({
        db,
        clock,
        input,
        siteOrigin: config.siteOrigin,
        inbox: config.schoolInboxEmail,
      });
      onMailQueued();
      res.status(201).json(submitted);
    },
  );
  router.post("/create-yoco-payment", limitPerAddress({ db, clock, name: "ad-payment", limit: 20, windowMs: HOUR }), async (req, res) => {
    // Only the id and the token are read: an amount in the body is ignored, the stored ad's price is charged.
    const { advertisementId, campaignToken } = validate(createAdPaymentSchema, req.body);
    const { outcomes, ...checkout } = await startAdCheckout({
      db,
      yoco: payments.yoco,
      clock,
      advertisementId,
      campaignToken,
      siteOrigin: config.siteOrigin,
    });
    await settleReadBack(outcomes);
    res.json(checkout);
  });
  router.get("/advertising/campaigns/:token", async (req, res) => {
    const token = String(req.params.token);
    const campaign = await getCampaign({ db, clock, token });
    // Back from Yoco before its webhook: read the checkout now, so the page shows the payment at once;
    // at most once a minute per ad, however often the page (or anyone holding the link) asks.
    if (campaign.paymentStatus !== "pending" || !(await claimPaymentReadBack({ db, clock, advertisementId: campaign.id })))
      return void res.json(campaign);
    await settleReadBack(
      await readBackAdPayments({ db, yoco: payments.yoco, clock, advertisementId: campaign.id, siteOrigin: config.siteOrigin }),
    );
    res.json(await getCampaign({ db, clock, token }));
  });
  return router;
};
