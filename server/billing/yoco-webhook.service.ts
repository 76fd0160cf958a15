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

// Any event: what makes a request well-formed. A type this app does not handle may carry any payload.
const envelopeSchema = z.object({ id: z.string().min(1), type: z.string().min(1), payload: z.unknown() }).loose();
// The payload of the events this app handles; one without a checkout id is not one of our checkouts.
const payloadSchema = z
  .object({
    id: z.string().min(1),
    amount: z.number().int().optional(),
    currency: z.string().optional(),
    metadata: z.object({ checkoutId: z.string().min(1) }).loose(),
  })
  .loose();

// Correctly signed events that change nothing: answered 2xx with "ignored" so that Yoco stops delivering
// them. Those that should not happen (another amount, a checkout we never opened) are logged at warn.
const IGNORED = new Set(["ignored", "unknown_checkout", "amount_mismatch"]);
const SUSPICIOUS = new Set(["unknown_checkout", "amount_mismatch"]);

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
  /** For links in the mails a confirmation queues. */
  siteOrigin?: string;
}) => {
  const { db, logger } = options;
  const verification = verifyWebhookSignature({
    secret: options.secret,
    headers: options.headers,
    rawBody: options.rawBody,
    now: options.clock.now(),
  });
  const reject = (reason: string): never => {
    logger.warn({ event: "webhook_rejected", reason, webhookId: options.headers.id }, "Yoco webhook rejected");
    throw new AppError("validation", WEBHOOK_REJECTED);
  };
  if (!verification.isValid) return reject(verification.reason);
  let envelope: z.infer<typeof envelopeSchema>;
  try {
    envelope = envelopeSchema.parse(JSON.parse(options.rawBody.toString("utf8")));
  } catch {
    return reject("malformed_body");
  }
  const type = envelope.type;
  if (!(HANDLED_TYPES as readonly string[]).includes(type)) {
    logger.info({ event: "webhook_ignored", type, webhookId: options.headers.id }, "Yoco webhook of a type this app does not handle");
    return { received: true, outcome: "ignored" };
  }
  const payload = payloadSchema.safeParse(envelope.payload);
  if (!payload.success) {
    logger.warn(
      { event: "webhook_ignored", reason: "no_checkout", type, webhookId: options.headers.id },
      "Yoco webhook names no checkout of ours; nothing changed",
    );
    return { received: true, outcome: "ignored" };
  }
  const { id: providerId, amount, currency, metadata } = payload.data;
  const checkoutId = metadata.checkoutId;

  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(webhookEvents).values({ id: options.headers.id!, type }).onConflictDoNothing().returning();
    if (!fresh) return "duplicate";
    if (type === "payment.succeeded") {
      return confirmPayment({
        tx,
        clock: options.clock,
        checkoutId,
        providerPaymentId: providerId,
        amount: amount ?? -1,
        currency: currency ?? "",
        siteOrigin: options.siteOrigin,
      });
    }
    return applyRefundEvent({
      tx,
      clock: options.clock,
      logger,
      type: type as "refund.succeeded" | "refund.failed",
      checkoutId,
      refundId: providerId,
      amount,
    });
  });
  if (SUSPICIOUS.has(outcome)) {
    logger.warn(
      { event: "webhook_ignored", reason: outcome, type, webhookId: options.headers.id, checkoutId },
      "Yoco webhook does not match a payment of ours; nothing changed",
    );
  } else if (outcome === "duplicate") {
    logger.info({ event: "webhook_duplicate", webhookId: options.headers.id }, "Yoco webhook delivered again; already processed");
  }
  return { received: true, outcome: IGNORED.has(outcome) ? "ignored" : outcome };
};
