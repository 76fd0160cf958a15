import { useMutation } from "@tanstack/react-query";
import type { MessageSentResponse, PreRegistrationInput } from "@shared/api/messages";
import { apiRequest } from "@/lib/api-client";

/**
 * The spec's client check, kept deliberately loose: the server validates the address properly, this
 * only saves a round trip for an empty box or an obvious slip.
 */
export function isPlausibleEmail(email: string) {
  return email.trim() !== "" && email.includes("@");
}

/** Answers 201 for a new address and 200 for one already on the list: both mean "you will hear from us". */
export function preRegister(input: PreRegistrationInput & { website: string }) {
  return apiRequest<MessageSentResponse>("POST", "/api/pre-register", { ...input, email: input.email.trim() });
}

export function usePreRegister() {
  return useMutation({ mutationFn: preRegister });
}
