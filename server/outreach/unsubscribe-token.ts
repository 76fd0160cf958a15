import { createHmac, timingSafeEqual } from "node:crypto";

// An unsubscribe link names the address and proves the school made it: base64url(address) and an HMAC of
// it with the server's secret. Nobody can unsubscribe someone else by editing the link.

const signatureOf = (email: string, secret: string) =>
  createHmac("sha256", `unsubscribe:${secret}`).update(email.toLowerCase()).digest("base64url").slice(0, 32);

export const unsubscribeTokenFor = (email: string, secret: string) =>
  `${Buffer.from(email.toLowerCase()).toString("base64url")}.${signatureOf(email, secret)}`;

/**
 * The address the token was made for, or null when it was not made by this school (or was altered).
 * Any key of the ring may have signed it: a link stays good after the key that signs new ones changed.
 */
export const emailFromUnsubscribeToken = (token: string, secrets: readonly string[]) => {
  const [encoded, signature] = token.split(".");
  if (!encoded || !signature) return null;
  const email = Buffer.from(encoded, "base64url").toString("utf8");
  const given = Buffer.from(signature);
  const isSignedBy = (secret: string) => {
    const expected = Buffer.from(signatureOf(email, secret));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return secrets.some(isSignedBy) ? email : null;
};
