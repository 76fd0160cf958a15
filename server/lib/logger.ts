import pino from "pino";

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
  "req.headers[\"x-api-key\"]",
  "res.headers[\"set-cookie\"]",
  "headers.cookie",
  "headers.authorization",
];

export const createLogger = (level: string, pretty = false): Logger =>
  pino({
    level,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } } : {}),
  });

export const silentLogger = (): Logger => pino({ level: "silent" });
