import type { ErrorCode, ErrorReason } from "../../shared/api/errors";

export type { ErrorCode, ErrorReason };

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  email_unconfirmed: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
  internal: 500,
};

/** An error whose message is safe to show the user; the error middleware maps `code` to a status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: { errors?: Record<string, string[]>; retryAfterSeconds?: number; reason?: ErrorReason },
  ) {
    super(message);
    this.name = "AppError";
  }

  get status() {
    return STATUS_BY_CODE[this.code];
  }
}

/** The PostgreSQL error behind a Drizzle error (both drivers wrap it in `cause`). */
export const getDatabaseError = (error: unknown): { code?: string; constraint?: string } | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === "string" ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return undefined;
};

export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const databaseError = getDatabaseError(error);
  return databaseError?.code === "23505" && (!constraint || databaseError.constraint === constraint);
};
