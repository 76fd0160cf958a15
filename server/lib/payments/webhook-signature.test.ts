import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature } from "./webhook-signature";

const secret = `whsec_${Buffer.from("a test webhook secret, 32 bytes!").toString("base64")}`;
const otherSecret = `whsec_${Buffer.from("another secret, also long enough").toString("base64")}`;
const now = new Date("2026-11-02T10:00:00Z");
const nowSeconds = Math.floor(now.getTime() / 1000);
const body = JSON.stringify({ id: "evt_1", type: "payment.succeeded", payload: { id: "p_1", amount: 34900 } });

const signedHeaders = (timestamp = nowSeconds, signingSecret = secret, signedBody = body) => ({
  id: "msg_1",
  timestamp: String(timestamp),
  signature: signWebhook({ secret: signingSecret, id: "msg_1", timestamp, body: signedBody }),
});

describe("verifyWebhookSignature", () => {
  it("accepts a body signed with the secret, as a string or as raw bytes", () => {
    expect(verifyWebhookSignature({ secret, headers: signedHeaders(), rawBody: body, now })).toEqual({ isValid: true });
    expect(verifyWebhookSignature({ secret, headers: signedHeaders(), rawBody: Buffer.from(body), now })).toEqual({ isValid: true });
  });

  it("signs as the standard-webhooks scheme says: HMAC-SHA256 of id.timestamp.body with the decoded secret", () => {
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key).update(`msg_1.${nowSeconds}.${body}`).digest("base64");
    expect(signedHeaders().signature).toBe(`v1,${expected}`);
  });

  it("rejects a signature made with another secret", () => {
    const result = verifyWebhookSignature({ secret, headers: signedHeaders(nowSeconds, otherSecret), rawBody: body, now });
    expect(result).toEqual({ isValid: false, reason: "bad_signature" });
  });

  it("rejects a tampered body", () => {
    const tampered = body.replace("34900", "100");
    expect(verifyWebhookSignature({ secret, headers: signedHeaders(), rawBody: tampered, now })).toEqual({
      isValid: false,
      reason: "bad_signature",
    });
  });

  it("rejects a timestamp older than the tolerance as stale, and one too far ahead as future", () => {
    expect(verifyWebhookSignature({ secret, headers: signedHeaders(nowSeconds - 181), rawBody: body, now })).toEqual({
      isValid: false,
      reason: "stale",
    });
    expect(verifyWebhookSignature({ secret, headers: signedHeaders(nowSeconds + 181), rawBody: body, now })).toEqual({
      isValid: false,
      reason: "future",
    });
    expect(verifyWebhookSignature({ secret, headers: signedHeaders(nowSeconds - 180), rawBody: body, now }).isValid).toBe(true);
    const wide = verifyWebhookSignature({ secret, headers: signedHeaders(nowSeconds - 290), rawBody: body, now, toleranceSeconds: 300 });
    expect(wide.isValid).toBe(true);
  });

  it("accepts a header with several signatures when one of them matches", () => {
    const headers = signedHeaders();
    const wrong = signWebhook({ secret: otherSecret, id: "msg_1", timestamp: nowSeconds, body });
    const signature = `v2,abc ${wrong} ${headers.signature}`;
    expect(verifyWebhookSignature({ secret, headers: { ...headers, signature }, rawBody: body, now })).toEqual({ isValid: true });
  });

  it("reports missing headers", () => {
    const headers = signedHeaders();
    for (const missing of ["id", "timestamp", "signature"] as const) {
      const result = verifyWebhookSignature({ secret, headers: { ...headers, [missing]: undefined }, rawBody: body, now });
      expect(result).toEqual({ isValid: false, reason: "missing_headers" });
    }
    expect(verifyWebhookSignature({ secret, headers: { ...headers, timestamp: "soon" }, rawBody: body, now })).toEqual({
      isValid: false,
      reason: "missing_headers",
    });
  });

  it("rejects malformed signatures without throwing", () => {
    const headers = signedHeaders();
    const bareSignature = headers.signature.slice("v1,".length);
    for (const signature of ["garbage", "v1,", "v1,not base64!!", bareSignature, `v0,${bareSignature}`, `v1,${bareSignature.slice(4)}`]) {
      expect(verifyWebhookSignature({ secret, headers: { ...headers, signature }, rawBody: body, now })).toEqual({
        isValid: false,
        reason: "bad_signature",
      });
    }
  });

  it("reports a secret that is not whsec_<base64>", () => {
    for (const badSecret of ["", "whsec_", "whsec_***"]) {
      expect(verifyWebhookSignature({ secret: badSecret, headers: signedHeaders(), rawBody: body, now })).toEqual({
        isValid: false,
        reason: "bad_secret",
      });
    }
    expect(() => signWebhook({ secret: "whsec_", id: "msg_1", timestamp: nowSeconds, body })).toThrow(/whsec_/);
  });
});
