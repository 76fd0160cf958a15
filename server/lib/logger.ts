import pino from "pino";
import { currentRequestId } from "./request-context";

export type Logger = pino.Logger;

// Anything that may carry a secret is removed before a line is written, whatever logs it.
const REDACTED_PATHS = [
  "password",
  "*.password",
  "currentPassword",
  "*.currentPassword",
  "newPassword",
  "*.newPassword",
  "token",
  "*.token",
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  "body",
  "*.body",
];

const STACK_FRAMES_KEPT = 12;

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; stack?: unknown; cause?: unknown; query?: unknown };

// A Drizzle query error's message is "Failed query: <sql> params: <values>": the values are personal data
// (emails, names, password hashes), so such a message is never written; the driver's own message is.
const isQueryError = (error: ErrorLike) =>
  error.name === "DrizzleQueryError" ||
  typeof error.query === "string" ||
  (typeof error.message === "string" && error.message.includes("params:"));

const stackFrames = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .slice(0, STACK_FRAMES_KEPT)
        .join("\n")
    : undefined;

/**
 * Errors are logged by name, code, message and stack frames only. pino's standard serializer would copy
 * every enumerable field, and database errors carry the query's parameters and the row's values (`detail`).
 */
export const serializeError = (value: unknown, depth = 0): Record<string, unknown> | unknown => {
  if (!value || typeof value !== "object") return value;
  const error = value as ErrorLike;
  return {
    type: typeof error.name === "string" ? error.name : "Error",
    ...(typeof error.code === "string" || typeof error.code === "number" ? { code: error.code } : {}),
    ...(typeof error.message === "string" && !isQueryError(error) ? { message: error.message } : {}),
    ...(depth === 0 ? { stack: stackFrames(error.stack) } : {}),
    ...(error.cause && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
};

/** The app's logger; `destination` lets tests read what would be written. */
export const createLogger = (level: string, pretty = false, destination?: pino.DestinationStream): Logger =>
  pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      serializers: { err: (error: unknown) => serializeError(error) },
      // Every line written while a request is handled names that request (see lib/request-context.ts).
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      ...(pretty && !destination ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } } : {}),
    },
    destination,
  );

/** A logger whose lines are kept in memory (parsed), for tests that check what reaches the logs. */
export const createCapturingLogger = (level = "debug") => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger(level, false, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines, text: () => lines.map((line) => JSON.stringify(line)).join("\n") };
};

export const silentLogger = (): Logger => pino({ level: "silent" });
