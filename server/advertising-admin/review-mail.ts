import type { OutgoingMail } from "../lib/outbox";
import { longDateInJohannesburg } from "../lib/school-time";

const rand = (cents: number) => `R${(cents / 100).toFixed(2)}`;

type ReviewedAd = { advertiserEmail: string; contactName: string | null; companyName: string; title: string };

const greeting = (ad: ReviewedAd) => `Hello ${ad.contactName || ad.companyName},`;

/**
 * To the advertiser when an admin approves the ad: when it goes live (a paid ad starts at approval and
 * runs until `endDate`; an unpaid one starts when it is paid), and the private campaign page.
 */
export const approvalMail = (options: {
  ad: ReviewedAd;
  isPaid: boolean;
  endDate?: Date | null;
  campaignUrl: string;
  replyTo: string;
}): OutgoingMail => ({
  to: options.ad.advertiserEmail,
  replyTo: options.replyTo,
  subject: `Your advertisement "${options.ad.title}" is approved`,
  text: [
    greeting(options.ad),
    "",
    `Good news: your advertisement "${options.ad.title}" has been approved.`,
    options.isPaid
      ? `Your payment is received: the campaign is live now${options.endDate ? ` and runs until ${longDateInJohannesburg(options.endDate)}` : ""}.`
      : "It goes live as soon as you pay, which you can do from the campaign page.",
    "",
    `Follow your campaign (impressions, clicks and dates) here: ${options.campaignUrl}`,
    "Keep this link private: anyone who has it can see your campaign's figures.",
  ].join("\n"),
});

/** To the advertiser when an admin rejects the ad; a paid ad is refunded in full. */
export const rejectionMail = (options: { ad: ReviewedAd; refundAmount: number | null; replyTo: string }): OutgoingMail => ({
  to: options.ad.advertiserEmail,
  replyTo: options.replyTo,
  subject: `Your advertisement "${options.ad.title}" was not approved`,
  text: [
    greeting(options.ad),
    "",
    `Thank you for your interest in advertising with us. After review, your advertisement "${options.ad.title}" was not approved and will not run on the site.`,
    options.refundAmount === null
      ? "You have not been charged."
      : `Your payment of ${rand(options.refundAmount)} is being refunded in full to the card you paid with; banks usually take 5 to 10 working days to show it.`,
    "",
    "You are welcome to submit a new advertisement. Reply to this mail if you have any questions.",
  ].join("\n"),
});
