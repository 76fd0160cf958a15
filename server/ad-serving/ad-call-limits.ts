/**
 * Calls one address may make in a minute, per kind, on one app instance. A page view sends at most one
 * impression per banner it shows, so a person stays far below these; a school lab behind one address may
 * go over at busy moments, which costs nothing: one address counts once per ad and 30 minutes anyway.
 * The limits keep one address from turning the busiest write of the site into load.
 */
export const AD_CALL_LIMITS = { impression: 240, click: 60 } as const;
export const AD_CALL_WINDOW_MS = 60_000;
/**
 * Addresses remembered per kind and window (about 100 bytes each): the memory stays bounded whatever
 * arrives. Past it, a new address is let through untracked until the window ends: refusing instead
 * would let anyone holding many addresses (an IPv6 /48 is 65,536 /64s) stop everybody's counting.
 */
export const MAX_TRACKED_ADDRESSES = 20_000;

export const AD_CALLS_LIMITED = "Too many advertisement calls from your network. Please try again in a minute.";

/**
 * A fixed-window counter per address, in memory: a Map lookup per call and no database. The windows are
 * aligned to multiples of `windowMs`; the whole map is dropped when the window turns. Answers 0 when the
 * call may go on, else the seconds until the window ends (for Retry-After).
 */
export const createAddressLimiter = ({
  limit,
  windowMs = AD_CALL_WINDOW_MS,
  maxTracked = MAX_TRACKED_ADDRESSES,
}: {
  limit: number;
  windowMs?: number;
  maxTracked?: number;
}) => {
  let windowStart = Number.NEGATIVE_INFINITY;
  let hits = new Map<string, number>();
  const check = (addressKey: string, now: number) => {
    // A new window, or a clock set back (tests, a corrected clock): start counting afresh.
    if (now >= windowStart + windowMs || now < windowStart) {
      windowStart = now - (now % windowMs);
      hits = new Map();
    }
    const count = hits.get(addressKey);
    if (count === undefined) {
      if (hits.size < maxTracked) hits.set(addressKey, 1);
      return 0;
    }
    if (count >= limit) return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    hits.set(addressKey, count + 1);
    return 0;
  };
  return { check, trackedCount: () => hits.size };
};

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;
