import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PaymentProviderError, createYocoClient } from "./yoco-client";

const secretKey = "sk_test_client0123456789abcdef";

type Recorded = { method?: string; url?: string; headers: IncomingMessage["headers"]; body: string };
type Handler = (request: Recorded, res: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A fake Yoco that answers each request with the next handler (the last one repeats). */
const startFakeYoco = async (...handlers: Handler[]) => {
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const recorded = { method: req.method, url: req.url, headers: req.headers, body };
      requests.push(recorded);
      (handlers[requests.length - 1] ?? handlers.at(-1))?.(recorded, res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { apiUrl, requests };
};

const json =
  (status: number, body: unknown): Handler =>
  (_request, res) => {
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  };

const checkout = {
  id: "ch_123",
  redirectUrl: "https://c.yoco.com/checkout/ch_123",
  status: "created",
  amount: 34900,
  currency: "ZAR",
  paymentId: null,
  successUrl: "https://college.test/ok",
  cancelUrl: "https://college.test/cancel",
  failureUrl: "https://college.test/failed",
  metadata: { checkoutId: "ch_123", paymentFacilitator: "yoco-online-checkout", kind: "subscription", attempt: 2 },
  processingMode: "test",
  merchantId: "m_1",
};

const checkoutInput = {
  amount: 34900,
  currency: "ZAR" as const,
  successUrl: "https://college.test/ok",
  cancelUrl: "https://college.test/cancel",
  failureUrl: "https://college.test/failed",
  metadata: { kind: "subscription" },
  idempotencyKey: "sub-1-2026-11",
};

const captureError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect(String((error as Error).message)).not.toContain(secretKey);
  return error as PaymentProviderError;
};

describe("createYocoClient", () => {
  it("creates a checkout with the Bearer key, the Idempotency-Key and a JSON body, and parses the answer", async () => {
    const yoco = await startFakeYoco(json(200, checkout));
    const client = createYocoClient({ apiUrl: `${yoco.apiUrl}/`, secretKey });
    const created = await client.createCheckout(checkoutInput);

    const [request] = yoco.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/api/checkouts");
    expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request?.headers["idempotency-key"]).toBe("sub-1-2026-11");
    expect(request?.headers["content-type"]).toBe("application/json");
    const { idempotencyKey: _key, ...sentBody } = checkoutInput;
    expect(JSON.parse(request?.body ?? "")).toEqual(sentBody);

    expect(created).toMatchObject({
      id: "ch_123",
      redirectUrl: checkout.redirectUrl,
      status: "created",
      amount: 34900,
      paymentId: null,
      processingMode: "test",
    });
    // Only string metadata comes back typed as such.
    expect(created.metadata).toEqual({ checkoutId: "ch_123", paymentFacilitator: "yoco-online-checkout", kind: "subscription" });
  });

  it("retries an idempotent POST after a 503, with the same key, and returns the later success", async () => {
    const yoco = await startFakeYoco(json(503, { errorMessage: "busy" }), json(200, checkout));
    const client = createYocoClient({ apiUrl: yoco.apiUrl, secretKey, retryDelaysMs: [5, 5] });
    expect((await client.createCheckout(checkoutInput)).id).toBe("ch_123");
    expect(yoco.requests).toHaveLength(2);
    expect(yoco.requests.map((request) => request.headers["idempotency-key"])).toEqual(["sub-1-2026-11", "sub-1-2026-11"]);
  });

  it("does not retry a 400 and throws 'rejected' with the provider's message", async () => {
    const yoco = await startFakeYoco(json(400, { errorCode: "invalid_request", errorMessage: "Currently we only support ZAR." }));
    const client = createYocoClient({ apiUrl: yoco.apiUrl, secretKey, retryDelaysMs: [5, 5] });
    const error = await captureError(client.createCheckout(checkoutInput));
    expect(error).toMatchObject({ kind: "rejected", status: 400, providerMessage: "Currently we only support ZAR." });
    expect(yoco.requests).toHaveLength(1);
  });

  it("reads the provider message from description, then message", async () => {
    const yoco = await startFakeYoco(json(400, { description: "Payment has already been refunded." }), json(404, { message: "Not found" }));
    const client = createYocoClient({ apiUrl: yoco.apiUrl, secretKey, retryDelaysMs: [] });
    expect(await captureError(client.refundCheckout("ch_123", { idempotencyKey: "r-1" }))).toMatchObject({
      status: 400,
      providerMessage: "Payment has already been refunded.",
    });
    expect(await captureError(client.getCheckout("ch_404"))).toMatchObject({ kind: "rejected", status: 404, providerMessage: "Not found" });
  });

  it("gives up after the configured retries on 5xx", async () => {
    const yoco = await startFakeYoco(json(502, {}));
    const client = createYocoClient({ apiUrl: yoco.apiUrl, secretKey, retryDelaysMs: [1, 1] });
    expect(await captureError(client.getCheckout("ch_123"))).toMatchObject({ kind: "rejected", status: 502 });
    expect(yoco.requests).toHaveLength(3);
  });

  it("retries a GET after a network error", async () => {
    const calls: string[] = [];
    const flakyFetch: typeof fetch = async (input) => {
      calls.push(String(input));
      if (calls.length === 1) throw new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
      return new Response(JSON.stringify({ ...checkout, status: "completed", paymentId: "p_1" }), { status: 200 });
    };
    const client = createYocoClient({ apiUrl: "https://payments.yoco.test", secretKey, fetch: flakyFetch, retryDelaysMs: [1] });
    expect(await client.getCheckout("ch_123")).toMatchObject({ status: "completed", paymentId: "p_1" });
    expect(calls).toEqual(["https://payments.yoco.test/api/checkouts/ch_123", "https://payments.yoco.test/api/checkouts/ch_123"]);
  });

  it("reports 'timeout' when Yoco does not answer in time", async () => {
    const yoco = await startFakeYoco(() => {});
    const client = createYocoClient({ apiUrl: yoco.apiUrl, secretKey, timeoutMs: 100, retryDelaysMs: [1] });
    expect(await captureError(client.getCheckout("ch_123"))).toMatchObject({ kind: "timeout" });
    expect(yoco.requests).toHaveLength(2);
  });

  it("reports 'unreachable' when nothing listens", async () => {
    const yoco = await startFakeYoco(json(200, checkout));
    const closed = servers.pop();
    await new Promise((resolve) => closed?.close(resolve));
    const client = createYocoClient({ apiUrl: yoco.apiUrl, secretKey, retryDelaysMs: [] });
    expect(await captureError(client.getCheckout("ch_123"))).toMatchObject({ kind: "unreachable" });
  });

  it("refunds with the key, accepts 'successful' and 'succeeded', and refuses any other status", async () => {
    const answer = { id: "ch_123", refundId: "rfd_1", message: "Your refund has been processed" };
    const yoco = await startFakeYoco(
      json(202, { ...answer, status: "successful" }),
      json(202, { ...answer, status: "succeeded" }),
      json(202, { ...answer, status: "declined" }),
    );
    const client = createYocoClient({ apiUrl: yoco.apiUrl, secretKey });
    expect(await client.refundCheckout("ch_123", { idempotencyKey: "r-1", amount: 1000 })).toMatchObject({
      refundId: "rfd_1",
      status: "successful",
    });
    expect(await client.refundCheckout("ch_123", { idempotencyKey: "r-2" })).toMatchObject({ status: "succeeded" });
    expect(await captureError(client.refundCheckout("ch_123", { idempotencyKey: "r-3" }))).toMatchObject({ kind: "rejected", status: 202 });
    expect(yoco.requests[0]).toMatchObject({ method: "POST", url: "/api/checkouts/ch_123/refund", body: JSON.stringify({ amount: 1000 }) });
    expect(yoco.requests[0]?.headers["idempotency-key"]).toBe("r-1");
    expect(yoco.requests[1]?.body).toBe("{}");
  });

  it("does not retry a POST without an Idempotency-Key", async () => {
    const yoco = await startFakeYoco(json(503, {}));
    const client = createYocoClient({ apiUrl: yoco.apiUrl, secretKey, retryDelaysMs: [1, 1] });
    await captureError(client.createCheckout({ ...checkoutInput, idempotencyKey: "" }));
    expect(yoco.requests).toHaveLength(1);
    expect(yoco.requests[0]?.headers["idempotency-key"]).toBeUndefined();
  });
});
