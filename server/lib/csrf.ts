import type { RequestHandler } from "express";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie sessions need a CSRF defence. A cross-site form can only send simple content types and cannot
 * set custom headers, so a state-changing request must be JSON (or carry X-Requested-With); and when
 * the browser says where it comes from (Origin), that must be this site.
 */
export const requireSameSiteJson =
  (options: { allowedOrigin?: string; exemptPaths?: string[] }): RequestHandler =>
  (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (options.exemptPaths?.some((path) => req.path === path)) return next();
    const isJson = req.is("application/json") === "application/json";
    if (!isJson && !req.get("x-requested-with")) {
      return next(new AppError("forbidden", "Requests that change data must be sent as JSON"));
    }
    const origin = req.get("origin");
    if (origin) {
      const expected = options.allowedOrigin ?? `${req.protocol}://${req.get("host")}`;
      if (origin !== expected) return next(new AppError("forbidden", "Cross-site request refused"));
    }
    next();
  };
