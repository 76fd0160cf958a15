import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { FEEDBACK_CATEGORY_VALUES, FEEDBACK_MESSAGE_MAX } from "@shared/constants";
import { apiRequest } from "@/lib/api-client";

// The rules and words of insertFeedbackSchema (shared/schema/messages.ts), in plain zod: importing that
// file would pull drizzle into the feedback page's download.
export const feedbackInputSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(100, "Name must be at most 100 characters"),
  email: z.string().trim().max(254, "Please enter a valid email address").pipe(z.email("Please enter a valid email address")),
  // The select starts on an empty "Select a category" option, so the field holds any string until checked.
  category: z.string().pipe(z.enum(FEEDBACK_CATEGORY_VALUES, { error: "Please select a category" })),
  message: z
    .string()
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(FEEDBACK_MESSAGE_MAX, `Message cannot exceed ${FEEDBACK_MESSAGE_MAX} characters`),
  /** The honeypot: people leave it empty, the server quietly drops feedback that fills it. */
  website: z.string(),
});

export type FeedbackFormValues = z.input<typeof feedbackInputSchema>;
export type FeedbackInput = z.output<typeof feedbackInputSchema>;

export function submitFeedback(input: FeedbackInput) {
  return apiRequest<{ message: string }>("POST", "/api/feedback", input);
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
