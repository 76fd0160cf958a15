import type { ApiErrorBody } from "../../shared/api/errors";
import type { ErrorRequestHandler } from "express";
import { AppError, getDatabaseError, type ErrorCode } from "./errors";
import type { Logger } from "./logger";
import { currentRequestId } from "./request-context";

const CODE_BY_CLIENT_STATUS: Record<number, ErrorCode> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
};

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  "entity.too.large": "The request is too large",
  "entity.parse.failed": "The request body is not valid JSON",
  "charset.unsupported": "Unsupported request encoding",
  "encoding.unsupported": "Unsupported request encoding",
};

type HttpErrorLike = { status?: unknown; statusCode?: unknown; type?: unknown; name?: unknown };

// Errors raised by Express, its router and body-parser carry the 4xx status the client caused (a
// malformed path, an aborted body, a bad encoding): they are the client's mistake, not ours.
const clientStatusOf = (error: unknown): number | undefined => {
  const candidate = error as HttpErrorLike;
  const status = typeof candidate?.status === "number" ? candidate.status : candidate?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
};

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
]);
const CONNECTION_ERROR_WORDS =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * The database is gone or going (refused, reset, shut down, a connection cut mid-query). Drizzle wraps
 * the driver's error ("Failed query: ...") with it as the cause, so the whole cause chain is read.
 */
const isConnectionError = (error: unknown) => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && CONNECTION_ERROR_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === "string" && CONNECTION_ERROR_WORDS.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
};

/** Any thrown value as the AppError the client will see. */
export const toAppError = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  const clientStatus = clientStatusOf(error);
  if (clientStatus) {
    const type = typeof (error as HttpErrorLike).type === "string" ? ((error as HttpErrorLike).type as string) : "";
    const message =
      CLIENT_ERROR_MESSAGES[type] ?? (error instanceof URIError ? "The request path is not valid" : "The request could not be understood");
    return new AppError(CODE_BY_CLIENT_STATUS[clientStatus] ?? "validation", message);
  }
  const databaseError = getDatabaseError(error);
  if (databaseError?.code === "23505") return new AppError("conflict", "That record already exists");
  if (databaseError?.code === "22P02" || databaseError?.code === "22003") return new AppError("validation", "Invalid value in the request");
  // A NUL character (or one the database encoding cannot hold) in any text field: the client's input.
  if (databaseError?.code === "22021" || databaseError?.code === "22P05")
    return new AppError("validation", "The request contains a character that cannot be stored");
  if (isConnectionError(error)) {
    return new AppError("unavailable", "The service is temporarily unavailable. Please try again shortly.");
  }
  return new AppError("internal", "Something went wrong. Please try again later.");
};

/**
 * The one place where errors become answers: `{ message, code }` (+ field `errors`), Retry-After when
 * given, and the request id on server errors so a user's report can be found in the logs.
 */
export const createErrorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    const known = toAppError(error);
    if (known.status >= 500) {
      const level = known.code === "unavailable" ? "warn" : "error";
      logger[level]({ err: error, method: req.method, path: req.path }, "request failed");
    } else if (!(error instanceof AppError)) {
      // Client-caused parse errors: worth a line, never a stack trace or an alert.
      logger.info(
        { path: req.path, status: known.status, reason: (error as HttpErrorLike)?.type ?? (error as HttpErrorLike)?.name },
        "bad request",
      );
    }
    if (res.headersSent) return;
    if (known.details?.retryAfterSeconds) res.set("Retry-After", String(known.details.retryAfterSeconds));
    if (known.code === "unavailable") res.set("Retry-After", res.get("Retry-After") ?? "5");
    const body: ApiErrorBody = {
      message: known.message,
      code: known.code,
      ...(known.details?.reason ? { reason: known.details.reason } : {}),
      ...(known.details?.errors ? { errors: known.details.errors } : {}),
      ...(known.status >= 500 ? { requestId: currentRequestId() } : {}),
    };
    res.status(known.status).json(body);
  };
