import type { RequestHandler } from "express";

export const HONEYPOT_FIELD = "website";

/**
 * Public forms carry a hidden field people never see. A bot that fills it gets the normal success
 * answer, so it learns nothing, and nothing is stored or mailed.
 */
export const rejectHoneypot =
  (successStatus: number, successBody: object): RequestHandler =>
  (req, res, next) => {
    const value = (req.body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD];
    if (typeof value === "string" && value.trim() !== "") {
      res.status(successStatus).json(successBody);
      return;
    }
    next();
  };
