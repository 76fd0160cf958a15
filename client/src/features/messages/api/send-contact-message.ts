import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { contactMessageSchema, type MessageSentResponse } from "@shared/api/messages";
import { apiRequest } from "@/lib/api-client";

/** The server's schema plus the honeypot field (people leave it empty; the server drops what fills it). */
export const contactMessageInputSchema = contactMessageSchema.extend({ website: z.string() });

/** What the form holds. */
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
/** What is sent, after the schema trimmed it. */
export type ContactMessageRequest = z.output<typeof contactMessageInputSchema>;

export function sendContactMessage(input: ContactMessageRequest) {
  return apiRequest<MessageSentResponse>("POST", "/api/contact", input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
