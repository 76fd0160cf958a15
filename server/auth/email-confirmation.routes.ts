import { Router } from "express";
import { EMAIL_CONFIRMATION_MESSAGES, emailConfirmationSchema, type EmailConfirmed } from "../../shared/api/email-confirmation";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireUser } from "../lib/guards";
import { consumeRateLimit } from "../lib/rate-limit";
import { validate } from "../lib/validate";
import { cancelEmailChange, confirmEmail, getEmailConfirmationState, resendEmailConfirmation } from "./email-confirmation.service";

/** Confirmation links one account may be sent in an hour: enough for a typo and a retry, not a mail cannon. */
export const CONFIRMATIONS_PER_ACCOUNT_PER_HOUR = 3;

export const createEmailConfirmationRouter = ({ db, clock, config, logger, onMailQueued }: AppDependencies) => {
  const router = Router();
  const mailContext = { siteOrigin: config.siteOrigin, school: config.school };

  // Open to visitors: the link is often opened on another device than the one signed in.
  router.post("/email-confirmation", async (req, res) => {
    const { token } = validate(emailConfirmationSchema, req.body);
    const { user, isChanged } = await confirmEmail({ db, clock, token });
    logger.info({ event: "email_confirmed", userId: user.id, isChanged }, "email address confirmed");
    res.json({ message: EMAIL_CONFIRMATION_MESSAGES.confirmed, email: user.email, isChanged } satisfies EmailConfirmed);
  });

  router.get("/me/email-confirmation", requireUser, async (req, res) => {
    res.json(await getEmailConfirmationState({ db, clock, user: currentUser(req) }));
  });

  router.post("/me/email-confirmation/resend", requireUser, async (req, res) => {
    const user = currentUser(req);
    await consumeRateLimit({
      db,
      clock,
      key: `email-confirmation|user:${user.id}`,
      limit: CONFIRMATIONS_PER_ACCOUNT_PER_HOUR,
      windowMs: 3_600_000,
    });
    await resendEmailConfirmation({ db, clock, user, mailContext });
    onMailQueued();
    res.status(202).json({ message: EMAIL_CONFIRMATION_MESSAGES.sent });
  });

  router.delete("/me/pending-email", requireUser, async (req, res) => {
    await cancelEmailChange({ db, clock, user: currentUser(req) });
    res.json({ message: EMAIL_CONFIRMATION_MESSAGES.changeCancelled });
  });

  return router;
};
