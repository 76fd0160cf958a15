import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { payments, webhookEvents } from "../../shared/schema/billing";
import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import type { Logger } from "../lib/logger";
import { verifyWebhookSignature, type WebhookHeaders } from "../lib/payments/webhook-signature";
import { confirmPayment } from "./payment-confirmation.service";

export const WEBHOOK_REJECTED = "Webhook rejected";
const HANDLED_TYPES = ["payment.succeeded", "refund.succeeded", "refund.failed"] as const;

const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  payload: z.object({
    id: z.string().min(1),
    amount: z.number().int().optional(),
    currency: z.string().optional(),
    paymentId: z.string().optional(),
    metadata: z.object({ checkoutId: z.string().min(1) }).loose(),
  }).loose(),
}).loose();

/**
 * Yoco's webhook: verified over the raw body, each webhook id processed once (its row is written in
 * the same transaction as the effect, so a failure is retried, never lost), amount and currency
 * checked against the stored payment. Anything forged, stale, replayed or unexpected is refused (400).
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
  if (!(HANDLED_TYPES as readonly string[]).includes(parsed.type)) return reject(`unhandled_type:${parsed.type}`);

  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(webhookEvents).values({ id: options.headers.id!, type: parsed.type }).onConflictDoNothing().returning();
    if (!fresh) return "replayed";
    const checkoutId = parsed.payload.metadata.checkoutId;
    if (parsed.type === "payment.succeeded") {
      return confirmPayment({
        tx: tx as unknown as Database,
        clock: options.clock,
        checkoutId,
        providerPaymentId: parsed.payload.id,
        amount: parsed.payload.amount ?? -1,
        currency: parsed.payload.currency ?? "",
      });
    }
    if (parsed.type === "refund.succeeded") {
      await tx
        .update(payments)
        .set({ status: "refunded", refundId: parsed.payload.id, refundedAt: options.clock.now() })
        .where(and(eq(payments.checkoutId, checkoutId), eq(payments.status, "paid")));
    }
    return "recorded";
  });
  if (outcome === "replayed" || outcome === "unknown_checkout" || outcome === "amount_mismatch") {
    // The transaction above committed nothing harmful: a replay wrote nothing, a mismatch only its id.
    return reject(outcome);
  }
  return { outcome };
};
