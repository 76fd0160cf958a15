import type { ReadCache } from "../lib/read-cache";

/** Key prefix of the served-ads reads in the read cache. */
export const SERVED_ADS_READS = "served-ads:";

/**
 * Call after anything that changes which ads run (approval, payment, rejection, refund): this instance
 * serves fresh at once; the cache's short lifetime bounds the others. Expiry needs no call: the served
 * list is filtered by start and end at every request.
 */
export const invalidateServedAds = (cache: ReadCache) => cache.invalidate(SERVED_ADS_READS);
