import { z } from "zod";
import { webhookEvents } from "../../shared/schema/billing";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { verifyWebhookSignature, type WebhookHeaders } from "../lib/payments/webhook-signature";
import { confirmPayment } from "./payment-confirmation.service";
import { applyRefundEvent } from "./refund-events.service";

export const WEBHOOK_REJECTED = "Webhook rejected";
const HANDLED_TYPES = ["payment.succeeded", "refund.succeeded", "refund.failed"] as const;

const envelopeSchema = z
  .object({
    id: z.string().min(1),
    type: z.string().min(1),
    payload: z
      .object({
        id: z.string().min(1),
        amount: z.number().int().optional(),
        currency: z.string().optional(),
        paymentId: z.string().optional(),
        metadata: z.object({ checkoutId: z.string().min(1) }).loose(),
      })
      .loose(),
  })
  .loose();

/** Outcomes that had no effect on purpose: answered 2xx so that Yoco stops delivering them. */
const NO_EFFECT = new Set(["duplicate", "ignored", "unknown_checkout", "amount_mismatch", "already_paid", "already_refunded"]);

/**
 * Yoco's webhook, verified over the raw body. Only a bad signature, a stale timestamp or a malformed
 * body is refused (400): every correctly signed delivery is answered 200, also a duplicate (its id was
 * processed before, in the same transaction as its effect) and an event for a type or a checkout this
 * app does not know, so that the sender stops retrying; those change nothing.
 */
export const handleYocoWebhook = async (options: {
  db: Database;
  clock: Clock;
  logger: Logger;
  secret: string;
  headers: WebhookHeaders;
  rawBody: Buffer;
}) => {
  const { db, logger } = options;
  const verification = verifyWebhookSignature({ secret: options.secret, headers: options.headers, rawBody: options.rawBody, now: options.clock.now() });
  const reject = (reason: string): never => {
    logger.warn({ event: "webhook_rejected", reason, webhookId: options.headers.id }, "Yoco webhook rejected");
    throw new AppError("validation", WEBHOOK_REJECTED);
  };
  if (!verification.isValid) return reject(verification.reason);
  let parsed: z.infer<typeof envelopeSchema>;
  try {
    parsed = envelopeSchema.parse(JSON.parse(options.rawBody.toString("utf8")));
  } catch {
    return reject("malformed_body");
  }
  const type = parsed.type;
  if (!(HANDLED_TYPES as readonly string[]).includes(type)) {
    logger.info({ event: "webhook_ignored", type, webhookId: options.headers.id }, "Yoco webhook of a type this app does not handle");
    return { received: true, outcome: "ignored" };
  }

  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(webhookEvents).values({ id: options.headers.id!, type }).onConflictDoNothing().returning();
    if (!fresh) return "duplicate";
    const checkoutId = parsed.payload.metadata.checkoutId;
    if (type === "payment.succeeded") {
      return confirmPayment({
        tx,
        clock: options.clock,
        checkoutId,
        providerPaymentId: parsed.payload.id,
        amount: parsed.payload.amount ?? -1,
        currency: parsed.payload.currency ?? "",
      });
    }
    return applyRefundEvent({
      tx,
      clock: options.clock,
      logger,
      type: type as "refund.succeeded" | "refund.failed",
      checkoutId,
      refundId: parsed.payload.id,
      amount: parsed.payload.amount,
    });
  });
  if (outcome === "amount_mismatch") {
    logger.error({ event: "webhook_amount_mismatch", webhookId: options.headers.id, checkoutId: parsed.payload.metadata.checkoutId }, "Yoco reports another amount than the one asked for; nothing was granted");
  } else if (NO_EFFECT.has(outcome)) {
    logger.info({ event: "webhook_no_effect", outcome, webhookId: options.headers.id }, "Yoco webhook changed nothing");
  }
  return { received: true, outcome };
};
