import type { SchoolDetails } from "../../shared/api/school";
import { EMAIL_CONFIRMATION_LIFETIME_HOURS } from "../../shared/api/email-confirmation";
import { translator } from "../i18n/server-i18n";
import type { OutgoingMail } from "../lib/outbox";

/** `locale`: the account's language (`users.locale`); English when absent. */
type MailContext = { siteOrigin: string; school: SchoolDetails; locale?: string | null };

const signature = (school: SchoolDetails) => `${school.name}, ${school.postalAddress}, ${school.contactEmail}`;

/**
 * The confirmation link. The token rides in the fragment: browsers never send it, so no access log keeps it.
 * It goes to an address nobody has confirmed yet, perhaps a stranger's, so it carries no text the person
 * registering chose (no username, no first name): the site's own words only, never a message for someone else.
 */
export const composeEmailConfirmationMail = (options: MailContext & { to: string; token: string; isChange: boolean }): OutgoingMail => {
  const t = translator(options.locale);
  const link = `${options.siteOrigin}/confirm-email#token=${options.token}`;
  const school = options.school.name;
  const why = options.isChange ? t("mail.emailConfirmation.change", { school }) : t("mail.emailConfirmation.welcome", { school });
  return {
    to: options.to,
    subject: t("mail.emailConfirmation.subject", { school }),
    text: [
      t("mail.emailConfirmation.hello"),
      "",
      why,
      "",
      link,
      "",
      t("mail.emailConfirmation.lifetime", { hours: EMAIL_CONFIRMATION_LIFETIME_HOURS }),
      t("mail.emailConfirmation.ignore"),
      "",
      signature(options.school),
    ].join("\n"),
  };
};

/** Told to the address in use when someone asks to move the account to another one. */
export const composeEmailChangeNoticeMail = (
  options: MailContext & { to: string; name: string; username: string; newEmail: string },
): OutgoingMail => {
  const t = translator(options.locale);
  return {
    to: options.to,
    subject: t("mail.emailChange.subject", { school: options.school.name }),
    text: [
      t("mail.common.hello", { name: options.name }),
      "",
      t("mail.emailChange.asked", { username: options.username, newEmail: options.newEmail }),
      t("mail.emailChange.nothingYet"),
      "",
      t("mail.emailChange.notYou", { contactEmail: options.school.contactEmail }),
      "",
      signature(options.school),
    ].join("\n"),
  };
};
