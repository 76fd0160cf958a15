import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { feedbackSchema, type MessageSentResponse } from "@shared/api/messages";
import { apiRequest } from "@/lib/api-client";

/** The server's schema plus the honeypot field (people leave it empty; the server drops what fills it). */
export const feedbackInputSchema = feedbackSchema.extend({ website: z.string() });

export type FeedbackFormValues = z.input<typeof feedbackInputSchema>;
export type FeedbackInput = z.output<typeof feedbackInputSchema>;

export function submitFeedback(input: FeedbackInput) {
  return apiRequest<MessageSentResponse>("POST", "/api/feedback", input);
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
