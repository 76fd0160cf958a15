// Password reset requests and completion, with the words people see. Plain zod: the forgot and reset
// screens import this file.
import { z } from "zod";
import { newPasswordSchema } from "./auth";

export const PASSWORD_RESET_MESSAGES = {
  // The same words whether or not an account matches: the form must not tell a stranger who is registered.
  requested:
    "If an account matches what you entered, we have sent a link to its email address. The link works for 1 hour. Check your spam folder if it does not arrive in a few minutes.",
  identifierRequired: "Please enter your email address or username",
  invalidToken: "This reset link has expired or was already used. Ask for a new one.",
  adminSent: "A password reset link was sent to the user's email address.",
} as const;

export const passwordResetRequestSchema = z.object({
  identifier: z
    .string({ error: PASSWORD_RESET_MESSAGES.identifierRequired })
    .trim()
    .min(1, PASSWORD_RESET_MESSAGES.identifierRequired)
    .max(254, PASSWORD_RESET_MESSAGES.identifierRequired),
});

export const passwordResetCompleteSchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_MESSAGES.invalidToken })
    .trim()
    .min(1, PASSWORD_RESET_MESSAGES.invalidToken)
    .max(200, PASSWORD_RESET_MESSAGES.invalidToken),
  password: newPasswordSchema,
});

export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;
export type PasswordResetCompleteInput = z.input<typeof passwordResetCompleteSchema>;
/** What POST /api/password-reset always answers (202). */
export type PasswordResetRequested = { message: string };
