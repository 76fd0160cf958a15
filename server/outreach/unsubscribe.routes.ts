import express, { Router } from "express";
import { UNSUBSCRIBE_LINK_INVALID } from "../../shared/api/outreach";
import type { AppDependencies } from "../app-dependencies";
import { AppError } from "../lib/errors";
import { limitPerAddress } from "../lib/rate-limit";
import { suppress } from "./suppression.service";
import { emailFromUnsubscribeToken } from "./unsubscribe-token";

export const UNSUBSCRIBE_PATH = "/unsubscribe";
const HOUR = 3_600_000;

/**
 * POST /api/unsubscribe: the token from the email's link (the confirmation page sends it as JSON) or from
 * the List-Unsubscribe URL (a mail app's one-click POST, form-encoded, without a session or CSRF header:
 * the signed token is the proof). Only POST unsubscribes: a GET from a link scanner changes nothing.
 */
export const createUnsubscribeRouter = ({ db, clock, config }: AppDependencies) => {
  const router = Router();
  router.post(
    UNSUBSCRIBE_PATH,
    express.urlencoded({ extended: false, limit: "2kb" }),
    limitPerAddress({ db, clock, name: "unsubscribe", limit: 60, windowMs: HOUR }),
    async (req, res) => {
      const token = String((req.body as { token?: unknown } | undefined)?.token ?? req.query.token ?? "");
      const email = token ? emailFromUnsubscribeToken(token, config.unsubscribeKeys.accepted) : null;
      if (!email) throw new AppError("validation", UNSUBSCRIBE_LINK_INVALID);
      await suppress(db, email, "unsubscribed");
      res.json({ unsubscribed: true, email });
    },
  );
  return router;
};
