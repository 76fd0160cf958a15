// The one shape of every error answer of the API (4xx and 5xx).

export const ERROR_CODES = [
  "validation",
  "unauthorized",
  "forbidden",
  /** 403: the action needs a confirmed email address (the kids free trial); the client offers a new link. */
  "email_unconfirmed",
  "not_found",
  "conflict",
  "payload_too_large",
  "rate_limited",
  "bad_gateway",
  "unavailable",
  "internal",
] as const;

/** Machine-readable: clients branch on it, never on the wording of `message`. */
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiErrorBody = {
  /** Safe to show to a person; the spec's wording where it has one. */
  message: string;
  code: ErrorCode;
  /** Per-field messages of a failed validation (400), keyed by field name. */
  errors?: Record<string, string[]>;
  /** On 5xx only: the id to find the request in the server's logs. */
  requestId?: string;
};
