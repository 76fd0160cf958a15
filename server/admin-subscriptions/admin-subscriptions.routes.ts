import { Router, type Request } from "express";
import {
  ADMIN_SUBSCRIPTION_MESSAGES,
  extendSubscriptionSchema,
  refundPaymentSchema,
  subscriptionChangeSchema,
} from "../../shared/api/admin-subscriptions";
import { ADMIN_USER_MESSAGES } from "../../shared/api/admin-users";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireAdmin } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { cancelStudentSubscription, resumeStudentSubscription } from "./cancel-subscription.service";
import { extendSubscription } from "./extend-subscription.service";
import { refundStudentPayment } from "./refund-payment.service";
import { resendReceipt } from "./resend-receipt.service";
import { getStudentAccount } from "./student-account.service";

// A student's subscription and money, as admins see and change them; every change is in the audit log.
export const createAdminSubscriptionsRouter = ({ db, clock, payments, onMailQueued }: AppDependencies) => {
  const router = Router();
  const userIdOf = (req: Request) => requireIdParam(req.params.id, ADMIN_USER_MESSAGES.notFound);
  const paymentIdOf = (req: Request) => requireIdParam(req.params.paymentId, ADMIN_SUBSCRIPTION_MESSAGES.paymentNotFound);
  const actorOf = (req: Request) => {
    const { id, username } = currentUser(req);
    return { id, username };
  };
  const account = (req: Request) => getStudentAccount({ db, clock, userId: userIdOf(req) });

  router.get("/admin/users/:id/subscription", requireAdmin, async (req, res) => {
    res.json(await account(req));
  });

  router.post("/admin/users/:id/subscription/extend", requireAdmin, async (req, res) => {
    const userId = userIdOf(req);
    const { days, reason } = validate(extendSubscriptionSchema, req.body);
    await extendSubscription({ db, clock, actor: actorOf(req), userId, days, reason });
    res.json(await account(req));
  });

  router.post("/admin/users/:id/subscription/cancel", requireAdmin, async (req, res) => {
    const userId = userIdOf(req);
    const { reason } = validate(subscriptionChangeSchema, req.body);
    await cancelStudentSubscription({ db, clock, actor: actorOf(req), userId, reason });
    res.json(await account(req));
  });

  router.post("/admin/users/:id/subscription/resume", requireAdmin, async (req, res) => {
    const userId = userIdOf(req);
    const { reason } = validate(subscriptionChangeSchema, req.body);
    await resumeStudentSubscription({ db, clock, actor: actorOf(req), userId, reason });
    res.json(await account(req));
  });

  router.post("/admin/users/:id/payments/:paymentId/refund", requireAdmin, async (req, res) => {
    const userId = userIdOf(req);
    const paymentId = paymentIdOf(req);
    const { reason } = validate(refundPaymentSchema, req.body);
    await refundStudentPayment({ db, yoco: payments.yoco, clock, actor: actorOf(req), userId, paymentId, reason });
    res.json(await account(req));
  });

  router.post("/admin/users/:id/payments/:paymentId/receipt", requireAdmin, async (req, res) => {
    const { to } = await resendReceipt({ db, now: clock.now(), actor: actorOf(req), userId: userIdOf(req), paymentId: paymentIdOf(req) });
    onMailQueued();
    res.status(202).json({ message: `The receipt was sent again to ${to}.` });
  });

  return router;
};
