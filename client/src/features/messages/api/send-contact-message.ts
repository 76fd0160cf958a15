import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { CONTACT_SUBJECTS } from "@shared/constants";
import { apiRequest } from "@/lib/api-client";

// The rules and words of insertContactSchema (shared/schema/messages.ts), in plain zod: importing that
// file would pull drizzle into the contact page's download.
export const contactMessageInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  email: z.string().trim().max(254, "Invalid email address").pipe(z.email("Invalid email address")),
  subject: z.enum(CONTACT_SUBJECTS, { error: "Please select a subject" }),
  message: z
    .string()
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Message must be at most 5000 characters"),
  /** The honeypot: people leave it empty, the server quietly drops messages that fill it. */
  website: z.string(),
});

export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;

export function sendContactMessage(input: ContactMessageInput) {
  return apiRequest<{ message: string }>("POST", "/api/contact", input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
