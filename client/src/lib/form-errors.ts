import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts the server's per-field messages (`errors` of a 400 answer) under the matching fields, so a
 * rule the browser could not check still shows where the person can fix it. Returns true if any matched.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
) {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  let hasMatched = false;
  for (const name of fieldNames) {
    const message = error.fieldErrors[name]?.[0];
    if (message) {
      setError(name, { type: "server", message });
      hasMatched = true;
    }
  }
  return hasMatched;
}
