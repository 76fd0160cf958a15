import type { SchoolDetails } from "../../shared/api/school";
import { translator } from "../i18n/server-i18n";
import type { OutgoingMail } from "../lib/outbox";

/**
 * The reset mail, in the account's language (`users.locale`; English when absent). The token rides in
 * the fragment: browsers never send it, so no access log keeps it.
 */
export const composePasswordResetMail = (options: {
  to: string;
  name: string;
  username: string;
  token: string;
  siteOrigin: string;
  school: SchoolDetails;
  isAskedByAdmin: boolean;
  locale?: string | null;
}): OutgoingMail => {
  const t = translator(options.locale);
  const link = `${options.siteOrigin}/reset-password#token=${options.token}`;
  const school = options.school.name;
  const who = options.isAskedByAdmin
    ? t("mail.passwordReset.askedByAdmin", { school, username: options.username })
    : t("mail.passwordReset.askedBySomeone", { school, username: options.username });
  return {
    to: options.to,
    subject: t("mail.passwordReset.subject", { school }),
    text: [
      t("mail.common.hello", { name: options.name }),
      "",
      who,
      t("mail.passwordReset.openLink"),
      "",
      link,
      "",
      t("mail.passwordReset.ignore"),
      "",
      `${options.school.name}, ${options.school.postalAddress}, ${options.school.contactEmail}`,
    ].join("\n"),
  };
};
