import type { Advertisement } from "../../shared/schema/ads";

const rand = (cents: number) => `R${(cents / 100).toFixed(2)}`;
const greeting = (ad: Advertisement) => `Hello ${ad.contactName ?? ad.companyName},`;
const BANK_DELAY = "banks usually take 5 to 10 working days to show it.";

/** The receipt of an ad's payment, with the campaign page's link. */
export const paymentReceivedMail = ({
  ad,
  amount,
  paymentId,
  link,
}: {
  ad: Advertisement;
  amount: number;
  paymentId: number;
  link: string;
}) => ({
  to: ad.advertiserEmail,
  subject: `Payment received: ${ad.title}`,
  text: [
    greeting(ad),
    "",
    `We received your payment of ${rand(amount)} for "${ad.title}" (payment ${paymentId}).`,
    ad.status === "approved"
      ? `Your campaign runs for ${ad.duration} days from today.`
      : "Your advertisement is being reviewed; its campaign starts when it is approved.",
    "",
    "Follow it on your private campaign page:",
    link,
  ].join("\n"),
});

/** A payment completed after the ad was turned down or taken down: all of it goes back. */
export const paidAfterRejectionMail = (ad: Advertisement, amount: number) => ({
  to: ad.advertiserEmail,
  subject: `Your payment for "${ad.title}" is being refunded`,
  text: [
    greeting(ad),
    "",
    `We received your payment of ${rand(amount)} for "${ad.title}", but this advertisement was not approved and will not run on the site.`,
    `The payment is being refunded in full to the card you paid with; ${BANK_DELAY}`,
  ].join("\n"),
});

/** A second payment for an ad that was already paid (two checkouts completed): the second goes back. */
export const duplicatePaymentMail = (ad: Advertisement, amount: number) => ({
  to: ad.advertiserEmail,
  subject: `Your second payment for "${ad.title}" is being refunded`,
  text: [
    greeting(ad),
    "",
    `"${ad.title}" was already paid, and we received another payment of ${rand(amount)} for it.`,
    `The extra payment is being refunded in full to the card it was made with; ${BANK_DELAY} Your campaign is not affected.`,
  ].join("\n"),
});
