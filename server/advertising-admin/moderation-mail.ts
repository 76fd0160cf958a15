import type { Advertisement } from "../../shared/schema/ads";
import type { OutgoingMail } from "../lib/outbox";

const rand = (cents: number) => `R${(cents / 100).toFixed(2)}`;
const greeting = (ad: Advertisement) => `Hello ${ad.contactName || ad.companyName},`;

/** To the advertiser when an admin pauses a running campaign. */
export const pausedMail = (ad: Advertisement, replyTo: string): OutgoingMail => ({
  to: ad.advertiserEmail,
  replyTo,
  subject: `Your advertisement "${ad.title}" is paused`,
  text: [
    greeting(ad),
    "",
    `We have paused your advertisement "${ad.title}": it is not shown on the site for now.`,
    "The days it is paused are added to the end of your campaign when it resumes. Reply to this email if you have questions.",
  ].join("\n"),
});

/** To the advertiser when the campaign resumes, with its new end date. */
export const resumedMail = (ad: Advertisement, replyTo: string, endsOn: string | null): OutgoingMail => ({
  to: ad.advertiserEmail,
  replyTo,
  subject: `Your advertisement "${ad.title}" is running again`,
  text: [
    greeting(ad),
    "",
    `Your advertisement "${ad.title}" is shown on the site again.`,
    endsOn ? `The paused days were added: the campaign now ends on ${endsOn}.` : "Its campaign starts when it is paid.",
  ].join("\n"),
});

/** To the advertiser when an admin takes the ad down for good: the reason, and the refund if any. */
export const takenDownMail = (ad: Advertisement, replyTo: string, reason: string, refundAmount: number | null): OutgoingMail => ({
  to: ad.advertiserEmail,
  replyTo,
  subject: `Your advertisement "${ad.title}" was taken down`,
  text: [
    greeting(ad),
    "",
    `We have taken down your advertisement "${ad.title}"; it will not be shown on the site again.`,
    "",
    "The reason:",
    reason,
    "",
    refundAmount
      ? `Your payment of ${rand(refundAmount)} is being refunded in full to the card you paid with; banks usually take 5 to 10 working days to show it.`
      : "The payment is not refunded. Reply to this email if you believe this is a mistake.",
  ].join("\n"),
});
