// Contract of the admins' bulk rejection of advertisement applications (POST /api/admin/advertisements/reject):
// a flood of spam applications is cleared in one action instead of one dialog per ad.
import { z } from "zod";

/** At most this many ads in one rejection: a page of the review list, and a transaction that stays short. */
export const BULK_REJECT_LIMIT = 100;

export const BULK_REJECT_MESSAGES = {
  noneSelected: "Select at least one advertisement to reject",
  tooMany: `Reject at most ${BULK_REJECT_LIMIT} advertisements at a time`,
  notAnId: "The list must hold advertisement ids",
} as const;

const adId = z.number({ error: BULK_REJECT_MESSAGES.notAnId }).int(BULK_REJECT_MESSAGES.notAnId).positive(BULK_REJECT_MESSAGES.notAnId);

/** The ids of the ads to reject (a repeated id counts once). Only the list is read: nothing else may be sent. */
export const bulkRejectAdsSchema = z
  .object({
    ids: z
      .array(adId, { error: BULK_REJECT_MESSAGES.noneSelected })
      .min(1, BULK_REJECT_MESSAGES.noneSelected)
      .max(BULK_REJECT_LIMIT, BULK_REJECT_MESSAGES.tooMany)
      .transform((ids) => [...new Set(ids)]),
  })
  .strict();
export type BulkRejectAdsRequest = z.input<typeof bulkRejectAdsSchema>;

/**
 * Why an ad of the list was left as it was: it does not exist, it was already reviewed (another admin was
 * quicker), or its advertiser opened a checkout or paid, so it is someone to answer one by one (the single
 * Reject refunds and mails them).
 */
export const BULK_REJECT_SKIP_REASONS = ["not_found", "already_reviewed", "payment_started"] as const;
export type BulkRejectSkipReason = (typeof BULK_REJECT_SKIP_REASONS)[number];

/** 200 answer: the ads rejected now, and the ones left alone with the reason. */
export type BulkRejectAdsResponse = {
  rejected: number[];
  skipped: { id: number; reason: BulkRejectSkipReason }[];
};
