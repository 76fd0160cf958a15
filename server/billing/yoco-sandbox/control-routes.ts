import { Router } from "express";
import { z } from "zod";
import type { Clock } from "../../lib/clock";
import { renderCheckoutPage, renderNotFoundPage } from "./checkout-page";
import { completeCheckout } from "./checkout-operations";
import { deliverWebhook, type SandboxLogger } from "./deliver-webhook";
import { toErrorBody, toWireCheckout, type SandboxStore } from "./sandbox-store";

// Sandbox-only routes: the hosted page a customer sees, and the control route its buttons (or tests) use
// to decide how the payment ends, since no card numbers are involved.

const completeBody = z.object({
  outcome: z.enum(["succeeded", "failed", "cancelled"], { error: "outcome must be succeeded, failed or cancelled" }),
});

export const createSandboxControlRouter = (options: {
  store: SandboxStore;
  clock: Clock;
  webhookSecret: string;
  webhookUrl: () => string;
  logger?: SandboxLogger;
}) => {
  const { store, clock } = options;
  const router = Router();

  router.get("/checkout/:id", (req, res) => {
    const checkout = store.checkouts.get(req.params.id);
    res.set("Cache-Control", "no-store").type("html");
    if (!checkout) return void res.status(404).send(renderNotFoundPage());
    res.send(renderCheckoutPage(checkout, `${req.baseUrl}/checkouts/${encodeURIComponent(checkout.id)}/complete`));
  });

  router.post("/checkouts/:id/complete", async (req, res) => {
    const input = completeBody.safeParse(req.body ?? {});
    if (!input.success) {
      return void res.status(400).json(toErrorBody("invalid_request", input.error.issues[0]?.message ?? "The request is not valid"));
    }
    const result = completeCheckout(store, clock, req.params.id, input.data.outcome);
    if ("error" in result) return void res.status(result.error.status).json(result.error.body);
    // Awaited before the redirect so the success page finds the payment recorded, as it usually would with Yoco.
    if (result.event) {
      await deliverWebhook({
        url: options.webhookUrl(),
        secret: options.webhookSecret,
        clock,
        event: result.event,
        logger: options.logger,
      });
    }
    if (result.redirectTo) return res.redirect(302, result.redirectTo);
    res.json(toWireCheckout(result.checkout));
  });

  return router;
};
