import type { Database } from "../db/connection";
import type { Clock } from "../lib/clock";
import { AppError } from "../lib/errors";
import { consumeRateLimit } from "../lib/rate-limit";

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Applications (so confirmation mails) one recipient address receives in a day. */
export const PER_RECIPIENT_PER_DAY = 3;
/** Applications mailed about per hour in all: the school's sender reputation is shared. */
export const ALL_RECIPIENTS_PER_HOUR = 100;

/** Which of a submission's two mails may go: the confirmation to the typed address, the notice to the school. */
export type SubmissionMails = { isConfirmationAllowed: boolean; isInboxNoticeAllowed: boolean };

/** Counts one hit; false once the window is full (the caller then skips a mail, it never refuses). */
const isWithinLimit = async (options: Parameters<typeof consumeRateLimit>[0]) => {
  try {
    await consumeRateLimit(options);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "rate_limited") return false;
    throw error;
  }
};

/**
 * The public ad form mails the address typed into it. Besides the per-address limit of the route, the
 * recipient itself is limited (one stranger cannot be sent a stream of confirmations from many addresses)
 * and so is the total, whatever the number of sending addresses. These caps hold back mail only: the
 * application is stored and answered with its campaign link all the same (decision 0066), so that nobody
 * can close the form for others by filling a cap. Past the hourly total the school's inbox is not mailed
 * either (the review list shows every application); past a recipient's daily cap it still is.
 */
export const allowSubmissionMails = async ({
  db,
  clock,
  recipient,
}: {
  db: Database;
  clock: Clock;
  recipient: string;
}): Promise<SubmissionMails> => {
  if (!(await isWithinLimit({ db, clock, key: "advertisement-mail|all", limit: ALL_RECIPIENTS_PER_HOUR, windowMs: HOUR })))
    return { isConfirmationAllowed: false, isInboxNoticeAllowed: false };
  const isConfirmationAllowed = await isWithinLimit({
    db,
    clock,
    key: `advertisement-mail|to:${recipient.toLowerCase()}`,
    limit: PER_RECIPIENT_PER_DAY,
    windowMs: DAY,
  });
  return { isConfirmationAllowed, isInboxNoticeAllowed: true };
};
