import type { RequestHandler } from "express";
import { sessions } from "../../shared/schema/auth";
import type { DatabaseHandle } from "../db/connection";

/** Leaks found in response bodies during the current test; setup.ts fails the test when any is left. */
export const secretLeaks: string[] = [];
/** Session-id checks still running; awaited before the leak list is read. */
export const pendingChecks: Promise<void>[] = [];

const PATTERNS = [/\$argon2(id|i|d)\$/, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, /\b(sk|whsec)_[A-Za-z0-9]{16,}/];

export const scanResponsesForSecrets =
  (database: DatabaseHandle): RequestHandler =>
  (req, res, next) => {
    const originalSend = res.send.bind(res);
    res.send = (body?: unknown) => {
      const text = typeof body === "string" ? body : Buffer.isBuffer(body) ? body.toString("utf8") : "";
      if (text) {
        for (const pattern of PATTERNS) if (pattern.test(text)) secretLeaks.push(`${req.method} ${req.path}: ${pattern}`);
        const check = database.db
          .select({ sid: sessions.sid })
          .from(sessions)
          .then((rows) => {
            for (const { sid } of rows) if (text.includes(sid)) secretLeaks.push(`${req.method} ${req.path}: session id`);
          })
          .catch(() => {});
        pendingChecks.push(check);
      }
      return originalSend(body as never);
    };
    next();
  };
