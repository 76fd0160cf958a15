/** What a private link's key is replaced with; a link already hidden is recognised (and counted) again. */
export const HIDDEN_LINK_KEY = "[hidden]";

const KEY = String.raw`(?:\[hidden\]|[A-Za-z0-9_-]+)`;

/**
 * The links the app mails that let whoever holds them act as the recipient, by the shapes the app builds
 * them in: a password reset and an email confirmation (`/reset-password#token=`, `/confirm-email#token=`),
 * an advertiser's private campaign page (`/advertising/campaigns/<token>`) and an unsubscribe link
 * (`/unsubscribe?token=<address>.<signature>`, also the one-click `/api/unsubscribe?token=`). Only the key
 * goes: the reader still sees which link the mail carried.
 */
const PRIVATE_LINKS = [
  new RegExp(String.raw`(/(?:reset-password|confirm-email)#token=)${KEY}`, "g"),
  new RegExp(String.raw`(/advertising/campaigns/)${KEY}`, "g"),
  new RegExp(String.raw`(/unsubscribe\?token=)(?:\[hidden\]|[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)?)`, "g"),
];

/**
 * The text with the key of every private link replaced by HIDDEN_LINK_KEY, and how many links it hid
 * (those hidden before included). For admins reading the outbox, and for a mail's stored copy once sent.
 */
export const hidePrivateLinks = (text: string) => {
  let hiddenLinks = 0;
  let hidden = text;
  for (const pattern of PRIVATE_LINKS) {
    hidden = hidden.replace(pattern, (_match, path: string) => {
      hiddenLinks++;
      return `${path}${HIDDEN_LINK_KEY}`;
    });
  }
  return { text: hidden, hiddenLinks };
};
