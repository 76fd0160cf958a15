import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * How long a ticket from the served ads is accepted: a page stays open for a while before a banner is
 * scrolled into view, and the list is fetched again when it is older than a minute on a new page.
 */
export const AD_TICKET_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** Instances whose clocks differ a little must accept each other's tickets. */
const CLOCK_SKEW_MS = 60_000;
const MAC_LENGTH = 22;

export type AdCountingKeys = { ticket: Buffer; visitor: Buffer };

/**
 * The two keys of ad counting, derived from the session secret under their own labels: a ticket MAC can
 * never be mistaken for a visitor key or a session signature. Rotating the secret only voids tickets of
 * the last two hours (their impressions go uncounted), so no key of its own is needed.
 */
export const deriveAdCountingKeys = (secret: string): AdCountingKeys => ({
  ticket: createHmac("sha256", secret).update("ad-counting ticket v1").digest(),
  visitor: createHmac("sha256", secret).update("ad-counting visitor v1").digest(),
});

const macOf = (key: Buffer, addressKey: string, issuedAtSeconds: string) =>
  createHmac("sha256", key).update(`${issuedAtSeconds}\n${addressKey}`).digest("base64url").slice(0, MAC_LENGTH);

/**
 * The ticket handed out with the served ads: when it was issued and to which address, signed. Only a
 * caller that was served the ads from that address recently can have an impression or click counted.
 */
export const issueAdTicket = ({ key, addressKey, now }: { key: Buffer; addressKey: string; now: Date }) => {
  const issuedAtSeconds = Math.floor(now.getTime() / 1000).toString(36);
  return `${issuedAtSeconds}.${macOf(key, addressKey, issuedAtSeconds)}`;
};

/** True when the ticket was issued by us, to this address, within its lifetime. */
export const isValidAdTicket = ({ key, ticket, addressKey, now }: { key: Buffer; ticket: string; addressKey: string; now: Date }) => {
  const [issuedAtSeconds, mac, extra] = ticket.split(".");
  if (!issuedAtSeconds || !mac || extra !== undefined || mac.length !== MAC_LENGTH || !/^[0-9a-z]{1,10}$/.test(issuedAtSeconds)) {
    return false;
  }
  const age = now.getTime() - parseInt(issuedAtSeconds, 36) * 1000;
  if (age > AD_TICKET_LIFETIME_MS || age < -CLOCK_SKEW_MS) return false;
  return timingSafeEqual(Buffer.from(mac), Buffer.from(macOf(key, addressKey, issuedAtSeconds)));
};

/**
 * A visitor, told apart without storing who they are: a keyed hash of the address key alone (an IPv4
 * address, or an IPv6 /64). The browser's user agent is left out on purpose: it is whatever the caller
 * says, so with it one address could be any number of visitors. People behind one shared address (a
 * household, a school lab) count as one visitor per ad and 30 minutes: under-counting them is the price
 * of nobody being able to over-count.
 */
export const visitorKeyOf = ({ key, addressKey }: { key: Buffer; addressKey: string }) =>
  createHmac("sha256", key).update(addressKey).digest("base64url").slice(0, 32);
