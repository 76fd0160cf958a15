import { Router, type Request } from "express";
import { planChoiceSchema } from "../../shared/api/billing";
import { courseChoiceSchema } from "../../shared/api/course-choice";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireUser } from "../lib/guards";
import { consumeRateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { chooseCourse } from "./course-choice.service";
import { getCheckoutStatus, quoteSubscriptionCheckout, startSubscriptionCheckout } from "./subscription-checkout.service";
import { cancelSubscription, changePlan, getMySubscription, refundMySubscription, startTrial } from "./subscription.service";

export const CHECKOUTS_PER_HOUR = 10;
/** The status page polls every second while a payment is pending: twice that covers two open tabs. */
export const CHECKOUT_STATUS_READS_PER_MINUTE = 120;

// Only the plan: an amount (or anything else) in the body is ignored; the server prices the plan.
const planBody = planChoiceSchema;

export const createSubscriptionsRouter = ({ db, clock, config, payments }: AppDependencies) => {
  const router = Router();
  const mine = (req: Request) => getMySubscription({ db, clock, userId: currentUser(req).id });

  router.post("/subscriptions/checkout", requireUser, async (req, res) => {
    const { planId } = validate(planBody, req.body);
    // Each checkout is a payment row and a call to Yoco: a student needs a few, never hundreds.
    await consumeRateLimit({ db, clock, key: `checkout|user:${currentUser(req).id}`, limit: CHECKOUTS_PER_HOUR, windowMs: 3_600_000 });
    const checkout = await startSubscriptionCheckout({
      db,
      yoco: payments.yoco,
      clock,
      userId: currentUser(req).id,
      planId,
      // From configuration, never from the Host header: Yoco sends the payer back to this address.
      siteOrigin: config.siteOrigin,
    });
    res.status(201).json(checkout);
  });

  // What a checkout of this plan would charge this student (their own price when they renew their plan).
  router.get("/subscriptions/checkout-quote/:planId", requireUser, async (req, res) => {
    const { planId } = validate(planBody, { planId: req.params.planId });
    res.json(await quoteSubscriptionCheckout({ db, userId: currentUser(req).id, planId }));
  });

  router.get("/subscriptions/checkout/:reference", requireUser, async (req, res) => {
    await consumeRateLimit({
      db,
      clock,
      key: `checkout-status|user:${currentUser(req).id}`,
      limit: CHECKOUT_STATUS_READS_PER_MINUTE,
      windowMs: 60_000,
    });
    res.json(
      await getCheckoutStatus({ db, yoco: payments.yoco, clock, userId: currentUser(req).id, reference: String(req.params.reference) }),
    );
  });

  router.get("/subscriptions/me", requireUser, async (req, res) => {
    res.json(await mine(req));
  });

  router.post("/subscriptions/me/cancel", requireUser, async (req, res) => {
    await cancelSubscription({ db, userId: currentUser(req).id });
    res.json(await mine(req));
  });

  router.post("/subscriptions/me/change-plan", requireUser, async (req, res) => {
    const { planId } = validate(planBody, req.body);
    await changePlan({ db, userId: currentUser(req).id, planId });
    res.json(await mine(req));
  });

  // A one-course plan's course: choose it, or change it once each billing period.
  router.put("/subscriptions/me/course", requireUser, async (req, res) => {
    const { courseId } = validate(courseChoiceSchema, req.body);
    await chooseCourse({ db, clock, userId: currentUser(req).id, courseId });
    res.json(await mine(req));
  });

  router.post("/subscriptions/me/refund", requireUser, async (req, res) => {
    await refundMySubscription({ db, yoco: payments.yoco, clock, userId: currentUser(req).id });
    res.json(await mine(req));
  });

  router.post("/subscriptions/trial", requireUser, async (req, res) => {
    const { planId } = validate(planBody, req.body);
    await startTrial({ db, clock, user: currentUser(req), planId });
    res.status(201).json(await mine(req));
  });

  return router;
};
