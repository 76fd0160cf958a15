import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { advertisementFieldsSchema, requireVideoMedia, type SubmittedAdvertisement } from "@shared/api/advertising";
import { apiRequest } from "@/lib/api-client";

/** The server's schema (the fields, and a video with a poster for a video placement) plus the honeypot field (people leave it empty). */
export const advertisementFormSchema = advertisementFieldsSchema.extend({ website: z.string() }).superRefine(requireVideoMedia);
export type AdvertisementFormValues = z.input<typeof advertisementFormSchema>;
export type AdvertisementRequest = z.output<typeof advertisementFormSchema>;

export function submitAdvertisement(input: AdvertisementRequest) {
  return apiRequest<SubmittedAdvertisement>("POST", "/api/advertisements", input);
}

export function useSubmitAdvertisement() {
  return useMutation({ mutationFn: submitAdvertisement });
}
