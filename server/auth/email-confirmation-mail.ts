import type { SchoolDetails } from "../../shared/api/school";
import { EMAIL_CONFIRMATION_LIFETIME_HOURS } from "../../shared/api/email-confirmation";
import type { OutgoingMail } from "../lib/outbox";

type MailContext = { siteOrigin: string; school: SchoolDetails };

const signature = (school: SchoolDetails) => `${school.name}, ${school.postalAddress}, ${school.contactEmail}`;

/** The confirmation link. The token rides in the fragment: browsers never send it, so no access log keeps it. */
export const composeEmailConfirmationMail = (
  options: MailContext & { to: string; name: string; username: string; token: string; isChange: boolean },
): OutgoingMail => {
  const link = `${options.siteOrigin}/confirm-email#token=${options.token}`;
  const why = options.isChange
    ? `You asked to use this address for your account "${options.username}" at ${options.school.name}. It takes the place of the old one once you open this link:`
    : `Welcome to ${options.school.name}. Please confirm that this address belongs to your account "${options.username}" by opening this link:`;
  return {
    to: options.to,
    subject: `Confirm your email address for ${options.school.name}`,
    text: [
      `Hello ${options.name},`,
      "",
      why,
      "",
      link,
      "",
      `The link works for ${EMAIL_CONFIRMATION_LIFETIME_HOURS} hours. We send receipts, certificates and password reset links only to a confirmed address.`,
      "If you did not expect this mail, you can ignore it: nothing changes.",
      "",
      signature(options.school),
    ].join("\n"),
  };
};

/** Told to the address in use when someone asks to move the account to another one. */
export const composeEmailChangeNoticeMail = (
  options: MailContext & { to: string; name: string; username: string; newEmail: string },
): OutgoingMail => ({
  to: options.to,
  subject: `A change of email address was asked for your ${options.school.name} account`,
  text: [
    `Hello ${options.name},`,
    "",
    `Someone signed in to your account "${options.username}" asked to change its email address to ${options.newEmail}.`,
    "Nothing changes until the link we sent to that address is opened; until then your mail keeps coming here.",
    "",
    `If this was not you, sign in, cancel the change on your dashboard and change your password, or write to ${options.school.contactEmail}.`,
    "",
    signature(options.school),
  ].join("\n"),
});
