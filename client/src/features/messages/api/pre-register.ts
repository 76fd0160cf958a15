import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type PreRegistrationInput = {
  email: string;
  /** The honeypot: empty for people. */
  website: string;
};

/**
 * The spec's client check, kept deliberately loose: the server validates the address properly, this
 * only saves a round trip for an empty box or an obvious slip.
 */
export function isPlausibleEmail(email: string) {
  return email.trim() !== "" && email.includes("@");
}

/** Answers 201 for a new address and 200 for one already on the list: both mean "you will hear from us". */
export function preRegister(input: PreRegistrationInput) {
  return apiRequest<{ message: string }>("POST", "/api/pre-register", { ...input, email: input.email.trim() });
}

export function usePreRegister() {
  return useMutation({ mutationFn: preRegister });
}
