import { ApiError } from "@/lib/api-client";

/**
 * The toast text for a failed message call. Only a refused request (400) or a rate limit (429) has
 * words meant for the person; anything else gets the screen's own fallback, never a server error text.
 */
export function getFailureMessage(error: unknown, fallback: string) {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
    return error.serverMessage ?? fallback;
  }
  return fallback;
}
