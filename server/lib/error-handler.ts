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

const isConnectionError = (error: unknown) => {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return (
    code === "ECONNREFUSED" ||
    code === "ECONNRESET" ||
    code === "ETIMEDOUT" ||
    code === "57P01" ||
    code === "57P02" ||
    code === "57P03" ||
    code === "08000" ||
    code === "08001" ||
    code === "08003" ||
    code === "08006" ||
    (error instanceof Error && /Connection terminated|connection timeout|timeout exceeded when trying to connect/i.test(error.message))
  );
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
  if (isConnectionError(error) || isConnectionError(getDatabaseError(error))) {
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
      ...(known.details?.errors ? { errors: known.details.errors } : {}),
      ...(known.status >= 500 ? { requestId: currentRequestId() } : {}),
    };
    res.status(known.status).json(body);
  };
