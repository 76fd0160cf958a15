// Confirming an email address: the words people see and the shapes of the requests. Plain zod: the
// confirmation page and the dashboard nudge import this file.
import { z } from "zod";

export const EMAIL_CONFIRMATION_MESSAGES = {
  confirmed: "Thank you: your email address is confirmed.",
  invalidToken: "This confirmation link has expired or was already used. Send a new one from your dashboard.",
  addressTaken: "This email address is now used by another account, so it cannot be confirmed for yours.",
  alreadyConfirmed: "Your email address is already confirmed.",
  sent: "We sent a confirmation link. It works for 48 hours; check your spam folder if it does not arrive in a few minutes.",
  changeCancelled: "The change of email address is cancelled.",
  noPendingChange: "There is no change of email address waiting.",
} as const;

/** How long a confirmation link works: two days, since people read mail later than a reset they asked for. */
export const EMAIL_CONFIRMATION_LIFETIME_HOURS = 48;

export const emailConfirmationSchema = z.object({
  token: z
    .string({ error: EMAIL_CONFIRMATION_MESSAGES.invalidToken })
    .trim()
    .min(1, EMAIL_CONFIRMATION_MESSAGES.invalidToken)
    .max(200, EMAIL_CONFIRMATION_MESSAGES.invalidToken),
});
export type EmailConfirmationInput = z.input<typeof emailConfirmationSchema>;

/** GET /api/me/email-confirmation: where the account's mail goes and what waits for confirmation. */
export type EmailConfirmationState = {
  /** The address mail goes to today. */
  email: string;
  /** Whether that address is confirmed (receipts and certificates are mailed only to a confirmed address). */
  isConfirmed: boolean;
  /** A new address waiting for its link to be opened; until then mail keeps going to `email`. */
  pendingEmail: string | null;
};

/** POST /api/email-confirmation: the address now confirmed, and whether the account's address changed to it. */
export type EmailConfirmed = { message: string; email: string; isChanged: boolean };
