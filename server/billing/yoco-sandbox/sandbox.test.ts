import supertest from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { verifyWebhookSignature } from "../../lib/payments/webhook-signature";
import { createYocoClient } from "../../lib/payments/yoco-client";
import { createCheckout } from "./checkout-operations";
import { runIdempotent } from "./idempotency";
import { createSandboxStore, SANDBOX_LIMITS } from "./sandbox-store";
import { clock, newCheckout, rejection, secretKey, startSandbox, stopSandboxes, webhookSecret } from "./sandbox.test-helpers";

afterEach(stopSandboxes);

describe("Yoco sandbox", () => {
  it("creates, reads and completes a checkout, delivering a verifiable payment.succeeded before redirecting", async () => {
    const sandbox = await startSandbox();
    const created = await sandbox.client.createCheckout(newCheckout());
    expect(created.id).toMatch(/^ch_[0-9a-f]{24}$/);
    expect(created).toMatchObject({
      redirectUrl: `${sandbox.apiUrl}/checkout/${created.id}`,
      status: "created",
      amount: 34900,
      currency: "ZAR",
      paymentId: null,
      processingMode: "test",
      successUrl: "https://college.test/subscribe/success",
      metadata: { kind: "subscription", userId: "7", checkoutId: created.id, paymentFacilitator: "yoco-online-checkout" },
    });
    expect(await sandbox.client.getCheckout(created.id)).toEqual(created);

    const response = await sandbox.complete(created.id, "succeeded");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://college.test/subscribe/success");

    expect(sandbox.webhooks).toHaveLength(1);
    const [webhook] = sandbox.webhooks;
    if (!webhook) throw new Error("no webhook");
    expect(webhook.headers.id).toMatch(/^msg_/);
    expect(webhook.headers.timestamp).toBe(String(clock.now().getTime() / 1000));
    expect(verifyWebhookSignature({ secret: webhookSecret, headers: webhook.headers, rawBody: webhook.rawBody, now: clock.now() })).toEqual(
      { isValid: true },
    );
    const paid = await sandbox.client.getCheckout(created.id);
    expect(paid.status).toBe("completed");
    expect(paid.paymentId).toMatch(/^p_/);
    expect(webhook.event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: "payment.succeeded",
      createdDate: "2026-11-02T10:00:00.000Z",
      payload: {
        id: paid.paymentId,
        type: "payment",
        amount: 34900,
        currency: "ZAR",
        status: "succeeded",
        mode: "test",
        metadata: created.metadata,
      },
    });

    const again = await sandbox.complete(created.id, "succeeded", false);
    expect(again.status).toBe(409);
    expect(sandbox.webhooks).toHaveLength(1);
  });

  it("redirects failed and cancelled checkouts without a webhook", async () => {
    const sandbox = await startSandbox();
    const declined = await sandbox.client.createCheckout(newCheckout());
    const failed = await sandbox.complete(declined.id, "failed", false);
    expect(failed.status).toBe(302);
    expect(failed.headers.get("location")).toBe("https://college.test/subscribe/failed");
    expect((await sandbox.client.getCheckout(declined.id)).status).toBe("failed");

    const abandoned = await sandbox.client.createCheckout(newCheckout());
    const cancelled = await sandbox.complete(abandoned.id, "cancelled");
    expect(cancelled.headers.get("location")).toBe("https://college.test/subscribe/cancelled");
    expect((await sandbox.client.getCheckout(abandoned.id)).status).toBe("cancelled");
    expect(sandbox.webhooks).toEqual([]);

    expect((await sandbox.complete(abandoned.id, "maybe")).status).toBe(400);
    expect((await sandbox.complete("ch_unknown", "succeeded")).status).toBe(404);
  });

  it("refunds a completed checkout once, then sends a signed refund.succeeded", async () => {
    const sandbox = await startSandbox();
    const created = await sandbox.client.createCheckout(newCheckout());
    const early = await rejection(sandbox.client.refundCheckout(created.id, { idempotencyKey: "early" }));
    expect(early).toMatchObject({ status: 400, providerMessage: "Only completed checkouts can be refunded." });

    await sandbox.complete(created.id, "succeeded");
    const { paymentId } = await sandbox.client.getCheckout(created.id);
    const refund = await sandbox.client.refundCheckout(created.id, { idempotencyKey: "refund-1" });
    expect(refund).toEqual({
      id: created.id,
      refundId: expect.stringMatching(/^rfd_/),
      message: "Your refund has been processed",
      status: "successful",
    });

    await vi.waitFor(() => expect(sandbox.webhooks).toHaveLength(2));
    const webhook = sandbox.webhooks[1];
    if (!webhook) throw new Error("no refund webhook");
    expect(
      verifyWebhookSignature({ secret: webhookSecret, headers: webhook.headers, rawBody: webhook.rawBody, now: clock.now() }).isValid,
    ).toBe(true);
    expect(webhook.event).toMatchObject({
      type: "refund.succeeded",
      payload: {
        id: refund.refundId,
        paymentId,
        status: "succeeded",
        amount: 34900,
        currency: "ZAR",
        metadata: { checkoutId: created.id },
      },
    });

    // The same key replays the same refund; a new key finds nothing left to refund.
    expect(await sandbox.client.refundCheckout(created.id, { idempotencyKey: "refund-1" })).toEqual(refund);
    const second = await rejection(sandbox.client.refundCheckout(created.id, { idempotencyKey: "refund-2" }));
    expect(second).toMatchObject({ kind: "rejected", status: 400, providerMessage: "Payment has already been refunded." });
    expect(sandbox.webhooks).toHaveLength(2);
    expect((await rejection(sandbox.client.refundCheckout("ch_unknown", { idempotencyKey: "refund-3" }))).status).toBe(404);
  });

  it("replays a create under the same Idempotency-Key and refuses the key with another body", async () => {
    const sandbox = await startSandbox();
    const input = newCheckout({ idempotencyKey: "sub-7-2026-11" });
    const first = await sandbox.client.createCheckout(input);
    expect(await sandbox.client.createCheckout(input)).toEqual(first);

    const { idempotencyKey, ...body } = input;
    const post = (payload: unknown) =>
      fetch(`${sandbox.apiUrl}/api/checkouts`, {
        method: "POST",
        headers: { authorization: `Bearer ${secretKey}`, "content-type": "application/json", "idempotency-key": idempotencyKey },
        body: JSON.stringify(payload),
      });
    const replay = await post(body);
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await replay.json()).toEqual(first);
    const mismatch = await post({ ...body, amount: 999 });
    expect(mismatch.status).toBe(422);
  });

  it("answers 403 to a wrong or missing key and 400 to an invalid amount or currency, in Yoco's error shape", async () => {
    const sandbox = await startSandbox();
    const intruder = createYocoClient({ apiUrl: sandbox.apiUrl, secretKey: "sk_test_wrong0123456789abcdef", retryDelaysMs: [] });
    expect(await rejection(intruder.createCheckout(newCheckout()))).toMatchObject({ kind: "rejected", status: 403 });

    const anonymous = await fetch(`${sandbox.apiUrl}/api/checkouts/ch_1`);
    expect(anonymous.status).toBe(403);
    const body = (await anonymous.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["description", "errorCode", "errorMessage"]);
    expect(JSON.stringify(body)).not.toContain("sk_test");

    const tooSmall = await rejection(sandbox.client.createCheckout(newCheckout({ amount: 199 })));
    expect(tooSmall).toMatchObject({ status: 400, providerMessage: expect.stringMatching(/200/) });
    const dollars = await rejection(sandbox.client.createCheckout({ ...newCheckout(), currency: "USD" as "ZAR" }));
    expect(dollars).toMatchObject({ status: 400, providerMessage: "Currently we only support ZAR." });
    expect((await rejection(sandbox.client.getCheckout("ch_unknown"))).status).toBe(404);
  });

  it("serves a script-free checkout page with the banner, the amount, three buttons and escaped values", async () => {
    const sandbox = await startSandbox();
    const created = await sandbox.client.createCheckout(newCheckout({ metadata: { note: `<script>alert("x")</script>` } }));
    const page = await fetch(created.redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain("Test payment: no card is charged");
    expect(html).toContain("R349.00");
    for (const label of ["Pay now", "Decline", "Cancel"]) expect(html).toContain(`>${label}</button>`);
    for (const outcome of ["succeeded", "failed", "cancelled"]) expect(html).toContain(`name="outcome" value="${outcome}"`);
    expect(html.match(new RegExp(`action="/__yoco-sandbox/checkouts/${created.id}/complete"`, "g"))).toHaveLength(3);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    // Its own (empty) icon, so that the browser requests no /favicon.ico that answers 404.
    expect(html).toContain('<link rel="icon" href="data:,">');

    expect((await fetch(`${sandbox.apiUrl}/checkout/ch_unknown`)).status).toBe(404);
  });

  it("logs a failed webhook delivery and still redirects", async () => {
    const sandbox = await startSandbox({ webhookPath: "/hooks/broken" });
    const created = await sandbox.client.createCheckout(newCheckout());
    const response = await sandbox.complete(created.id, "succeeded");
    expect(response.status).toBe(302);
    expect(sandbox.logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ status: 500, eventType: "payment.succeeded" }),
      expect.any(String),
    );
    expect((await sandbox.client.getCheckout(created.id)).status).toBe("completed");
  });

  it("never follows a redirect when delivering a webhook", async () => {
    const sandbox = await startSandbox({ webhookPath: "/hooks/redirect" });
    const created = await sandbox.client.createCheckout(newCheckout());
    expect((await sandbox.complete(created.id, "succeeded")).status).toBe(302);
    expect(sandbox.webhooks).toHaveLength(0);
    expect(sandbox.logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ eventType: "payment.succeeded" }),
      "Yoco sandbox: webhook delivery failed",
    );
  });

  it("builds the checkout page address from its configuration, whatever Host the request names", async () => {
    const sandbox = await startSandbox();
    const response = await supertest(sandbox.origin)
      .post("/__yoco-sandbox/api/checkouts")
      .set("Authorization", `Bearer ${secretKey}`)
      .set("Host", "evil.example:8080")
      .send(newCheckout());
    expect(response.status).toBe(200);
    expect((response.body as { redirectUrl: string }).redirectUrl.startsWith(`${sandbox.origin}/__yoco-sandbox/checkout/ch_`)).toBe(true);
  });

  it("remembers a bounded number of checkouts and idempotency keys, forgetting the oldest first", async () => {
    const store = createSandboxStore();
    const pageUrl = (id: string) => `http://127.0.0.1/__yoco-sandbox/checkout/${id}`;
    const input = { amount: 34900, currency: "ZAR" as const };
    const firstId = (createCheckout(store, input, pageUrl).body as { id: string }).id;
    for (let index = 0; index < SANDBOX_LIMITS.checkouts; index++) createCheckout(store, input, pageUrl);
    expect(store.checkouts.size).toBe(SANDBOX_LIMITS.checkouts);
    expect(store.checkouts.has(firstId)).toBe(false);

    const answer = () => ({ status: 200, body: {} });
    for (let index = 0; index <= SANDBOX_LIMITS.idempotencyKeys; index++) {
      await runIdempotent({ store, clock, key: `key-${index}`, fingerprint: "same", run: answer });
    }
    expect(store.idempotency.size).toBe(SANDBOX_LIMITS.idempotencyKeys);
    expect(store.idempotency.has("key-0")).toBe(false);
    expect(store.idempotency.has(`key-${SANDBOX_LIMITS.idempotencyKeys}`)).toBe(true);
  });
});
