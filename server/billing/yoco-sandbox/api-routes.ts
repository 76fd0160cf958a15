import { createHash, timingSafeEqual } from "node:crypto";
import { Router, type Request, type RequestHandler, type Response } from "express";
import { z } from "zod";
import type { Clock } from "../../lib/clock";
import { createCheckout, readCheckout, refundCheckout } from "./checkout-operations";
import { deliverWebhook, type SandboxLogger, type WebhookEvent } from "./deliver-webhook";
import { runIdempotent, type IdempotentOutcome } from "./idempotency";
import { toErrorBody, type SandboxStore } from "./sandbox-store";

// The fake Checkout API, under <mount>/api like https://payments.yoco.com/api.

export type SandboxApiOptions = {
  store: SandboxStore;
  clock: Clock;
  secretKey: string;
  webhookSecret: string;
  webhookUrl: () => string;
  checkoutPageUrl: (checkoutId: string) => string;
  logger?: SandboxLogger;
};

const urlField = z.string().nullish();
const createCheckoutBody = z.object({
  amount: z
    .number({ error: "amount must be an integer number of cents" })
    .int("amount must be an integer number of cents")
    .min(200, "amount must be at least 200 cents (R2.00)"),
  currency: z.literal("ZAR", { error: "Currently we only support ZAR." }),
  successUrl: urlField,
  cancelUrl: urlField,
  failureUrl: urlField,
  metadata: z.record(z.string(), z.string(), { error: "metadata must map strings to strings" }).nullish(),
});
const refundBody = z.object({
  amount: z.number().int("amount must be an integer number of cents").positive("amount must be positive").optional(),
});

/** Compares in constant time, so that the answer's timing tells nothing about the key. */
const isSameSecret = (given: string, expected: string) => {
  const givenHash = createHash("sha256").update(given).digest();
  return timingSafeEqual(givenHash, createHash("sha256").update(expected).digest());
};

/** Parses a body or answers Yoco's 400, so the caller only sees valid input. */
const parseBody = <T>(schema: z.ZodType<T>, body: unknown): { data: T } | { status: 400; body: unknown } => {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return { data: parsed.data };
  return { status: 400, body: toErrorBody("invalid_request", parsed.error.issues[0]?.message ?? "The request is not valid") };
};

const reply = (res: Response, outcome: IdempotentOutcome) => {
  if (outcome.isReplayed) res.set("Idempotent-Replayed", "true");
  res.status(outcome.status).json(outcome.body);
};

const fingerprintOf = (req: Request) => `${req.method} ${req.path} ${JSON.stringify(req.body ?? {})}`;

export const createSandboxApiRouter = (options: SandboxApiOptions) => {
  const { store, clock } = options;
  const router = Router();

  // The real API answers 403 to a missing or wrong key; the message never echoes the key.
  const requireSecretKey: RequestHandler = (req, res, next) => {
    if (isSameSecret(req.get("authorization") ?? "", `Bearer ${options.secretKey}`)) return next();
    res.status(403).json(toErrorBody("forbidden", "A key is required, but has not been specified or is not valid"));
  };
  router.use("/api", requireSecretKey);

  router.post("/api/checkouts", async (req, res) => {
    const outcome = await runIdempotent({
      store,
      clock,
      key: req.get("idempotency-key"),
      fingerprint: fingerprintOf(req),
      run: () => {
        const input = parseBody(createCheckoutBody, req.body);
        if (!("data" in input)) return input;
        return createCheckout(store, input.data, options.checkoutPageUrl);
      },
    });
    reply(res, outcome);
  });

  router.get("/api/checkouts/:id", (req, res) => {
    const { status, body } = readCheckout(store, req.params.id);
    res.status(status).json(body);
  });

  router.post("/api/checkouts/:id/refund", async (req, res) => {
    let event: WebhookEvent | undefined;
    const outcome = await runIdempotent({
      store,
      clock,
      key: req.get("idempotency-key"),
      fingerprint: fingerprintOf(req),
      run: () => {
        const input = parseBody(refundBody, req.body);
        if (!("data" in input)) return input;
        const result = refundCheckout(store, clock, req.params.id, input.data.amount);
        event = result.event;
        return result.response;
      },
    });
    reply(res, outcome);
    // Yoco confirms refunds asynchronously: the 202 goes out first, the signed event follows.
    if (event) {
      await deliverWebhook({ url: options.webhookUrl(), secret: options.webhookSecret, clock, event, logger: options.logger });
    }
  });

  router.use("/api", (req, res) => {
    res.status(404).json(toErrorBody("not_found", `The Yoco sandbox has no route for ${req.method} ${req.path}`));
  });

  return router;
};
