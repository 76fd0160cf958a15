// Contracts of the public message forms (contact, feedback, pre-registration). Plain zod with the spec's
// messages: the forms validate with the same schemas as the server, and drizzle stays out of those pages.
// The honeypot field (`website`) is not part of them: the server checks it before validating.
import { z } from "zod";
import { CONTACT_SUBJECTS, FEEDBACK_CATEGORY_VALUES, FEEDBACK_MESSAGE_MAX } from "../constants";

const trimmedEmail = (message: string) => z.string({ error: message }).trim().max(254, message).pipe(z.email(message));

/** POST /api/contact */
export const contactMessageSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  email: trimmedEmail("Invalid email address"),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please select a subject" }).default("General Inquiry"),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Message must be at most 5000 characters"),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** POST /api/feedback */
export const feedbackSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be at most 100 characters"),
  email: trimmedEmail("Please enter a valid email address"),
  // The form's select starts on an empty "Select a category" option: any string reaches the check.
  category: z.string({ error: "Please select a category" }).pipe(z.enum(FEEDBACK_CATEGORY_VALUES, { error: "Please select a category" })),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(FEEDBACK_MESSAGE_MAX, `Message cannot exceed ${FEEDBACK_MESSAGE_MAX} characters`),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

/** POST /api/pre-register */
export const preRegistrationSchema = z.object({
  email: trimmedEmail("Invalid email address").transform((email) => email.toLowerCase()),
});
export type PreRegistrationInput = z.input<typeof preRegistrationSchema>;

/** What every message form's POST answers (201). */
export type MessageSentResponse = { message: string };
