import type { RequestHandler } from "express";
import type { Logger } from "./logger";
import { loggedPath } from "./logged-path";

/**
 * One line per API request once it is answered (or its connection closed), in the shape pino-http wrote
 * before: `req` (requestId, method, path without query string or token segments), `res` (statusCode),
 * `responseTime` in ms, "request completed", or "request errored" with the error for a 5xx, and `userId`
 * when someone is signed in (the id only: who changed what is then traceable with the audit log, and the
 * line names no one). Never bodies, cookies or query strings. pino-http built a child logger per request, serialising the request, even
 * when its info line was not going to be written: here nothing is done unless info lines are written.
 */
export const logApiRequests =
  (logger: Logger): RequestHandler =>
  (req, res, next) => {
    if (!req.url.startsWith("/api/") || !logger.isLevelEnabled("info")) return next();
    const startedAt = Date.now();
    const { method, url } = req;
    const requestId = String(res.getHeader("X-Request-Id") ?? "");
    const writeLine = () => {
      res.off("finish", writeLine);
      res.off("close", writeLine);
      const line = {
        req: { requestId, method, path: loggedPath(url) },
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - startedAt,
        // Read once answered: the session (so req.user) is loaded below this middleware. Undefined for a
        // visitor, and then not written at all.
        userId: req.user?.id,
      };
      if (res.statusCode >= 500) logger.info({ ...line, err: new Error(`failed with status code ${res.statusCode}`) }, "request errored");
      else logger.info(line, "request completed");
    };
    res.on("finish", writeLine);
    res.on("close", writeLine);
    next();
  };
