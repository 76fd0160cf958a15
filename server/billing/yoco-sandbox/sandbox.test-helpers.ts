import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { expect, vi } from "vitest";
import { PaymentProviderError, createYocoClient } from "../../lib/payments/yoco-client";
import { createYocoSandbox } from "./index";

// The sandbox in a bare express app beside a webhook receiver, driven over real HTTP by the real client.

export const secretKey = "sk_test_sandbox0123456789abcdef";
export const webhookSecret = `whsec_${Buffer.from("sandbox webhook secret, 32 bytes").toString("base64")}`;
export const clock = { now: () => new Date("2026-11-02T10:00:00Z") };

export type ReceivedWebhook = {
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
  event: { type: string; payload: Record<string, unknown> };
};

const servers: Server[] = [];

/** For afterEach in the test file (a hook registered here would belong to whichever file imported it first). */
export const stopSandboxes = async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
};

export const startSandbox = async (options: { webhookPath?: string } = {}) => {
  const webhooks: ReceivedWebhook[] = [];
  const logger = { warn: vi.fn() };
  const app = express();
  app.post("/hooks/yoco", express.raw({ type: "application/json" }), (req, res) => {
    const rawBody = req.body as Buffer;
    const headers = { id: req.get("webhook-id"), timestamp: req.get("webhook-timestamp"), signature: req.get("webhook-signature") };
    webhooks.push({ headers, rawBody, event: JSON.parse(rawBody.toString("utf8")) });
    res.sendStatus(204);
  });
  app.post("/hooks/broken", (_req, res) => void res.sendStatus(500));
  // Sends a delivery somewhere else: the sandbox must not follow it.
  app.post("/hooks/redirect", (_req, res) => res.redirect(307, "/hooks/yoco"));
  const webhookPath = options.webhookPath ?? "/hooks/yoco";
  // The sandbox's addresses come from configuration; here they are known once the server listens.
  const where = { origin: "" };
  app.use(
    "/__yoco-sandbox",
    createYocoSandbox({
      secretKey,
      webhookSecret,
      clock,
      webhookUrl: () => `${where.origin}${webhookPath}`,
      checkoutPageUrl: (id) => `${where.origin}/__yoco-sandbox/checkout/${encodeURIComponent(id)}`,
      logger,
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  where.origin = origin;
  const apiUrl = `${origin}/__yoco-sandbox`;
  const client = createYocoClient({ apiUrl, secretKey, retryDelaysMs: [] });
  const complete = (checkoutId: string, outcome: string, asForm = true) =>
    fetch(`${apiUrl}/checkouts/${checkoutId}/complete`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": asForm ? "application/x-www-form-urlencoded" : "application/json" },
      body: asForm ? new URLSearchParams({ outcome }).toString() : JSON.stringify({ outcome }),
    });
  return { origin, apiUrl, client, webhooks, logger, complete };
};

export const newCheckout = (overrides: Partial<{ amount: number; metadata: Record<string, string>; idempotencyKey: string }> = {}) => ({
  amount: 34900,
  currency: "ZAR" as const,
  successUrl: "https://college.test/subscribe/success",
  cancelUrl: "https://college.test/subscribe/cancelled",
  failureUrl: "https://college.test/subscribe/failed",
  metadata: { kind: "subscription", userId: "7" },
  idempotencyKey: crypto.randomUUID(),
  ...overrides,
});

export const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
};
