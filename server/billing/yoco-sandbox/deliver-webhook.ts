import type { Clock } from "../../lib/clock";
import { signWebhook } from "../../lib/payments/webhook-signature";
import { createId } from "./sandbox-store";

export type SandboxLogger = { warn: (...args: unknown[]) => void };

export type WebhookEvent = {
  id: string;
  type: "payment.succeeded" | "refund.succeeded";
  createdDate: string;
  payload: Record<string, unknown>;
};

// Yoco gives an endpoint about 15 s to answer 2xx; the sandbox waits less so a hung handler is noticed.
const DELIVERY_TIMEOUT_MS = 10_000;

export const createEvent = (clock: Clock, type: WebhookEvent["type"], payload: Record<string, unknown>): WebhookEvent => ({
  id: createId("evt"),
  type,
  createdDate: clock.now().toISOString(),
  payload,
});

/**
 * Posts one event signed exactly as Yoco signs it (standard webhooks). Delivery problems are logged,
 * never thrown: the payment itself happened, and the app can still read the checkout back.
 */
export const deliverWebhook = async (options: {
  url: string;
  secret: string;
  clock: Clock;
  event: WebhookEvent;
  logger?: SandboxLogger;
}) => {
  const { url, event, logger } = options;
  const body = JSON.stringify(event);
  const messageId = createId("msg");
  const timestamp = Math.floor(options.clock.now().getTime() / 1000);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "webhook-id": messageId,
        "webhook-timestamp": String(timestamp),
        "webhook-signature": signWebhook({ secret: options.secret, id: messageId, timestamp, body }),
      },
      body,
      // Never follow a redirect: the address is our own, and a redirect could point anywhere inside.
      redirect: "error",
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    if (!response.ok)
      logger?.warn({ url, eventType: event.type, status: response.status }, "Yoco sandbox: the webhook endpoint did not answer 2xx");
  } catch (error) {
    logger?.warn(
      { url, eventType: event.type, error: error instanceof Error ? error.message : String(error) },
      "Yoco sandbox: webhook delivery failed",
    );
  }
};
