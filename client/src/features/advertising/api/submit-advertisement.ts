import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { submitAdvertisementSchema, type SubmittedAdvertisement } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";

/** The server's schema plus the honeypot field (people leave it empty). */
export const advertisementFormSchema = submitAdvertisementSchema.extend({ website: z.string() });
export type AdvertisementFormValues = z.input<typeof advertisementFormSchema>;
export type AdvertisementRequest = z.output<typeof advertisementFormSchema>;

export function submitAdvertisement(input: AdvertisementRequest) {
  return apiRequest<SubmittedAdvertisement>("POST", "/api/advertisements", input);
}

export function useSubmitAdvertisement() {
  return useMutation({ mutationFn: submitAdvertisement });
}
