import { randomBytes } from "node:crypto";

// In-memory state of the sandbox. It lives as long as the process: a restart forgets every checkout,
// which is what a development fake should do.

// "failed" and "cancelled" are ASSUMED values (Yoco documents only created and completed; see docs/payments.md).
export type SandboxCheckoutStatus = "created" | "completed" | "failed" | "cancelled";

export type SandboxCheckout = {
  id: string;
  redirectUrl: string;
  status: SandboxCheckoutStatus;
  amount: number;
  currency: "ZAR";
  paymentId: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
  failureUrl: string | null;
  metadata: Record<string, string>;
  processingMode: "test";
  /** Not part of the wire object: what is left to refund. */
  refundableAmount: number;
};

export type StoredResponse = { status: number; body: unknown };

export type IdempotencyEntry = { fingerprint: string; createdAt: number; response?: StoredResponse };

export type SandboxStore = {
  checkouts: Map<string, SandboxCheckout>;
  idempotency: Map<string, IdempotencyEntry>;
};

export const createSandboxStore = (): SandboxStore => ({ checkouts: new Map(), idempotency: new Map() });

/** How much the sandbox remembers: a long-running demo must not grow without bound. */
export const SANDBOX_LIMITS = { checkouts: 5_000, idempotencyKeys: 5_000 } as const;

/** Sets a key, forgetting the oldest entries (a Map keeps insertion order) beyond `limit`. */
export const setBounded = <Value>(map: Map<string, Value>, key: string, value: Value, limit: number) => {
  map.delete(key);
  map.set(key, value);
  while (map.size > limit) map.delete(map.keys().next().value!);
};

/** Yoco-looking ids: a prefix and 24 random hex characters. */
export const createId = (prefix: "ch" | "p" | "rfd" | "evt" | "msg") => `${prefix}_${randomBytes(12).toString("hex")}`;

/** The checkout as the API answers it (the refund bookkeeping stays inside). */
export const toWireCheckout = ({ refundableAmount: _refundableAmount, ...checkout }: SandboxCheckout) => checkout;

/** Yoco's Checkout API error body; every known client reads one of these three fields. */
export const toErrorBody = (errorCode: string, message: string) => ({ errorCode, errorMessage: message, description: message });
