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

/**
 * Why a request was refused, more precisely than its code, from a closed list per area ("area.reason"):
 * clients branch on it, never on the wording of `message` (which is translated and may be reworded).
 */
export const ERROR_REASONS = [
  /** 403: studying a course needs an active plan (none, or it has ended). */
  "course.subscriptionRequired",
  /** 403: the learner's plan opens one course of their choice, and another is chosen. */
  "course.oneCourseOnly",
  /** 403: the TEFL courses come with the Premium plan. */
  "course.teflNeedsPremium",
  /** 403: the learner has not enrolled in the course yet (Enroll opens it). */
  "course.notEnrolled",
  /** 403: the final assessment opens once every lesson is complete. */
  "course.finalLocked",
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

export type ApiErrorBody = {
  /** Safe to show to a person; the spec's wording where it has one. */
  message: string;
  code: ErrorCode;
  /** The refusal's reason where the code alone does not say it (ERROR_REASONS). */
  reason?: ErrorReason;
  /** Per-field messages of a failed validation (400), keyed by field name. */
  errors?: Record<string, string[]>;
  /** On 5xx only: the id to find the request in the server's logs. */
  requestId?: string;
};
