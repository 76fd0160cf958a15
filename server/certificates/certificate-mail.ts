import { translator } from "../i18n/server-i18n";
import type { OutgoingMail } from "../lib/outbox";

/**
 * To the student when a certificate is issued: what it says and where anyone can check it, in the
 * student's language (`users.locale`). The course's name and the grade stay as the certificate prints them;
 * a completion record (no grade, decision 0069) says so instead of naming one.
 */
export const certificateIssuedMail = (options: {
  to: string;
  studentName: string;
  courseName: string;
  grade: string | null;
  certificateNumber: string;
  siteOrigin: string;
  locale?: string | null;
}): OutgoingMail => {
  const t = translator(options.locale);
  return {
    to: options.to,
    subject: t("mail.certificate.subject", { course: options.courseName }),
    text: [
      t("mail.certificate.dear", { name: options.studentName }),
      "",
      options.grade === null
        ? t("mail.certificate.congratulationsCompletion", { course: options.courseName })
        : t("mail.certificate.congratulations", { course: options.courseName, grade: options.grade }),
      "",
      t("mail.certificate.number", { certificateNumber: options.certificateNumber }),
      t("mail.certificate.download", { url: `${options.siteOrigin}/certificates` }),
      t("mail.certificate.verify", { url: `${options.siteOrigin}/verify/${options.certificateNumber}` }),
      "",
      t("mail.certificate.wellDone"),
    ].join("\n"),
  };
};
