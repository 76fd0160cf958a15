import { createHmac, timingSafeEqual } from "node:crypto";

// Yoco signs webhooks with the Svix "standard webhooks" scheme (see docs/payments.md).

export type WebhookHeaders = { id?: string; timestamp?: string; signature?: string };

export type VerifyResult =
  { isValid: true } | { isValid: false; reason: "missing_headers" | "bad_secret" | "stale" | "future" | "bad_signature" };

// Yoco's docs recommend a 3-minute replay window; every retry is signed again with a fresh timestamp.
const DEFAULT_TOLERANCE_SECONDS = 180;
const SECRET_PREFIX = "whsec_";
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The HMAC key bytes, or undefined when the secret is not `whsec_<base64>` (Buffer.from would silently skip bad characters). */
const decodeSecret = (secret: string): Buffer | undefined => {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  if (!BASE64.test(encoded)) return undefined;
  const key = Buffer.from(encoded, "base64");
  return key.length > 0 ? key : undefined;
};

/** Checked at start: a secret in another format would make every webhook fail, silently. */
export const isWebhookSecretReadable = (secret: string) => decodeSecret(secret) !== undefined;

const computeSignature = (key: Buffer, id: string, timestamp: string, body: Buffer | string) =>
  createHmac("sha256", key).update(`${id}.${timestamp}.`).update(body).digest();

export const verifyWebhookSignature = (options: {
  secret: string;
  headers: WebhookHeaders;
  rawBody: Buffer | string;
  now: Date;
  toleranceSeconds?: number;
}): VerifyResult => {
  const { id, timestamp, signature } = options.headers;
  // A timestamp that is not whole seconds is as unusable as a missing one (the standard-webhooks libraries agree).
  if (!id || !timestamp || !signature || !/^\d+$/.test(timestamp)) return { isValid: false, reason: "missing_headers" };

  const key = decodeSecret(options.secret);
  if (!key) return { isValid: false, reason: "bad_secret" };

  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor(options.now.getTime() / 1000);
  const sentSeconds = Number(timestamp);
  if (sentSeconds < nowSeconds - tolerance) return { isValid: false, reason: "stale" };
  if (sentSeconds > nowSeconds + tolerance) return { isValid: false, reason: "future" };

  const expected = computeSignature(key, id, timestamp, options.rawBody);
  // During a secret rotation the header carries one entry per secret: any v1 match is enough.
  const isMatch = signature.split(" ").some((entry) => {
    const comma = entry.indexOf(",");
    if (comma < 0 || entry.slice(0, comma) !== "v1") return false;
    const received = Buffer.from(entry.slice(comma + 1), "base64");
    return received.length === expected.length && timingSafeEqual(received, expected);
  });
  return isMatch ? { isValid: true } : { isValid: false, reason: "bad_signature" };
};

/** The `webhook-signature` header value for a body, as Yoco (and our sandbox) sends it. */
export const signWebhook = (options: { secret: string; id: string; timestamp: number; body: string }): string => {
  const key = decodeSecret(options.secret);
  if (!key) throw new Error("The webhook secret must look like whsec_<base64>");
  return `v1,${computeSignature(key, options.id, String(options.timestamp), options.body).toString("base64")}`;
};
