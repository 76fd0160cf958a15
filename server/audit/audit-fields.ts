import { createHash } from "node:crypto";

/** Long texts are logged by their length and a short hash: the log says that they changed, not what they say. */
const LONG_TEXT = 200;

/**
 * The first 16 hex digits of a text's SHA-256: enough to check a known value against the log (was this
 * address taken off the list?) without the log holding the value itself.
 */
export const fingerprint = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 16);

const loggable = (value: unknown): unknown => {
  if (typeof value === "string" && value.length > LONG_TEXT) return { length: value.length, sha256: fingerprint(value) };
  return value;
};

/** JSON with object keys sorted: jsonb gives keys back in its own order, which is no change. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * The fields of `next` whose value differs from `stored`, before and after (long texts shortened), for
 * the audit log. Both are empty when nothing changed.
 */
export const changedFields = (stored: Record<string, unknown>, next: Record<string, unknown>) => {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || stableJson(stored[key]) === stableJson(value)) continue;
    before[key] = loggable(stored[key]);
    after[key] = loggable(value);
  }
  return { before, after, isChanged: Object.keys(after).length > 0 };
};

/** The fields of a new record as the log keeps them (long texts shortened). */
export const loggableFields = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, loggable(value)]));
