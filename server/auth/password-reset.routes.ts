import { Router } from "express";
import {
  PASSWORD_RESET_MESSAGES,
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  type PasswordResetRequested,
} from "../../shared/api/password-reset";
import type { AppDependencies } from "../app-dependencies";
import { addressKeyOf } from "../lib/client-address";
import { AppError } from "../lib/errors";
import { consumeRateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { completePasswordReset, requestPasswordReset } from "./password-reset.service";
import { toPublicUser } from "./public-user";
import { signIn } from "./sign-in";
import { recordSignIn } from "./auth.service";

export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 5;

/** Whether this address is still under its hourly count; over it the request is answered but not acted on. */
const isUnderAddressLimit = async (deps: AppDependencies, ip: string | undefined) => {
  try {
    const key = `password-reset|ip:${addressKeyOf(ip)}`;
    await consumeRateLimit({ db: deps.db, clock: deps.clock, key, limit: RESET_REQUESTS_PER_ADDRESS_PER_HOUR, windowMs: 3_600_000 });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return false;
    throw error;
  }
};

export const createPasswordResetRouter = (deps: AppDependencies) => {
  const { db, clock, config, logger, onMailQueued } = deps;
  const router = Router();

  router.post("/password-reset", async (req, res) => {
    const { identifier } = validate(passwordResetRequestSchema, req.body);
    if (await isUnderAddressLimit(deps, req.ip)) {
      await requestPasswordReset({ db, clock, identifier, siteOrigin: config.siteOrigin, school: config.school });
      // Kicked for every request, mail or not: the same work whether the account exists.
      onMailQueued();
    } else {
      logger.warn({ event: "password_reset_limited", address: addressKeyOf(req.ip) }, "password reset requests over the address limit");
    }
    res.status(202).json({ message: PASSWORD_RESET_MESSAGES.requested } satisfies PasswordResetRequested);
  });

  router.post("/password-reset/complete", async (req, res) => {
    const input = validate(passwordResetCompleteSchema, req.body);
    const user = await completePasswordReset({ db, clock, input });
    await signIn(req, user, clock);
    await recordSignIn({ db, clock, userId: user.id });
    logger.info({ event: "password_reset", userId: user.id }, "password reset from a mailed link");
    res.json(toPublicUser(user));
  });

  return router;
};
