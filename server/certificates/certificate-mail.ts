import type { OutgoingMail } from "../lib/outbox";

/** To the student when a certificate is issued: what it says and where anyone can check it. */
export const certificateIssuedMail = (options: {
  to: string;
  studentName: string;
  courseName: string;
  grade: string;
  certificateNumber: string;
  siteOrigin: string;
}): OutgoingMail => ({
  to: options.to,
  subject: `Your certificate for ${options.courseName}`,
  text: [
    `Dear ${options.studentName},`,
    "",
    `Congratulations on completing ${options.courseName}! Your certificate of completion has been issued with the grade ${options.grade}.`,
    "",
    `Certificate number: ${options.certificateNumber}`,
    `Download it from your certificates page: ${options.siteOrigin}/certificates`,
    `Anyone (an employer, a university) can verify it here: ${options.siteOrigin}/verify/${options.certificateNumber}`,
    "",
    "Well done, and keep learning.",
  ].join("\n"),
});
