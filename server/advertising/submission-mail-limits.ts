import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { consumeRateLimit } from "../lib/rate-limit";

export const TOO_MANY_FOR_ADDRESS = "Too many applications for this email address today. Please try again tomorrow.";

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Applications (so confirmation mails) one recipient address receives in a day. */
export const PER_RECIPIENT_PER_DAY = 3;
/** Confirmation mails to advertisers' addresses per hour in all: the school's sender reputation is shared. */
export const ALL_RECIPIENTS_PER_HOUR = 100;

/**
 * The public ad form mails the address typed into it. Besides the per-address limit of the route, the
 * recipient itself is limited (one stranger cannot be sent a stream of confirmations from many addresses)
 * and so is the total, whatever the number of sending addresses.
 */
export const limitConfirmationMail = async ({ db, clock, recipient }: { db: Database; clock: Clock; recipient: string }) => {
  await consumeRateLimit({ db, clock, key: "advertisement-mail|all", limit: ALL_RECIPIENTS_PER_HOUR, windowMs: HOUR });
  try {
    await consumeRateLimit({
      db,
      clock,
      key: `advertisement-mail|to:${recipient.toLowerCase()}`,
      limit: PER_RECIPIENT_PER_DAY,
      windowMs: DAY,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") throw new AppError("rate_limited", TOO_MANY_FOR_ADDRESS, error.details);
    throw error;
  }
};
