import type { Clock } from "../../lib/clock";
import { SANDBOX_LIMITS, setBounded, toErrorBody, type IdempotencyEntry, type SandboxStore, type StoredResponse } from "./sandbox-store";

// Yoco's documented idempotency (docs/payments.md): the first answer to a key is replayed for
// 24 h whatever it was, another body under the same key is a 422, and a key still in flight is a 409.

const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type IdempotentOutcome = StoredResponse & { isReplayed: boolean; isFresh: boolean };

export const runIdempotent = async (options: {
  store: SandboxStore;
  clock: Clock;
  key: string | undefined;
  /** What makes two requests "the same": method, path and body. */
  fingerprint: string;
  run: () => Promise<StoredResponse> | StoredResponse;
}): Promise<IdempotentOutcome> => {
  const { store, key } = options;
  if (!key) return { ...(await options.run()), isReplayed: false, isFresh: true };

  const now = options.clock.now().getTime();
  const existing = store.idempotency.get(key);
  if (existing && now - existing.createdAt < KEY_LIFETIME_MS) {
    if (existing.fingerprint !== options.fingerprint) {
      return {
        status: 422,
        body: toErrorBody("idempotency_mismatch", "The request payload does not match the original request"),
        isReplayed: false,
        isFresh: false,
      };
    }
    if (!existing.response) {
      return {
        status: 409,
        body: toErrorBody("idempotency_in_progress", "A request with the same idempotency key is already being processed"),
        isReplayed: false,
        isFresh: false,
      };
    }
    return { ...existing.response, isReplayed: true, isFresh: false };
  }

  const entry: IdempotencyEntry = { fingerprint: options.fingerprint, createdAt: now };
  setBounded(store.idempotency, key, entry, SANDBOX_LIMITS.idempotencyKeys);
  try {
    entry.response = await options.run();
  } catch (error) {
    // An unexpected crash is not an answer worth replaying: let the caller try the key again.
    store.idempotency.delete(key);
    throw error;
  }
  return { ...entry.response, isReplayed: false, isFresh: true };
};
