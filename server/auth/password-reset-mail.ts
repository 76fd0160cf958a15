import type { SchoolDetails } from "../../shared/api/school";
import type { OutgoingMail } from "../lib/outbox";

/** The reset mail. The token rides in the fragment: browsers never send it, so no access log keeps it. */
export const composePasswordResetMail = (options: {
  to: string;
  name: string;
  username: string;
  token: string;
  siteOrigin: string;
  school: SchoolDetails;
  isAskedByAdmin: boolean;
}): OutgoingMail => {
  const link = `${options.siteOrigin}/reset-password#token=${options.token}`;
  const who = options.isAskedByAdmin
    ? `An administrator of ${options.school.name} asked for a link to reset the password of your account "${options.username}".`
    : `Someone (we hope you) asked to reset the password of your account "${options.username}" at ${options.school.name}.`;
  return {
    to: options.to,
    subject: `Reset your ${options.school.name} password`,
    text: [
      `Hello ${options.name},`,
      "",
      who,
      "Open this link within 1 hour to choose a new password (it works once):",
      "",
      link,
      "",
      "If you did not expect this mail, you can ignore it: your password stays as it is.",
      "",
      `${options.school.name}, ${options.school.postalAddress}, ${options.school.contactEmail}`,
    ].join("\n"),
  };
};
