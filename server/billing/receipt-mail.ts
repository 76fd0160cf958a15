import { formatDate, formatMoney } from "../../shared/i18n/format";
import { translator, serverLocale } from "../i18n/server-i18n";
import type { OutgoingMail } from "../lib/outbox";
import { formatReceiptNumber } from "./receipt.service";

// The learner's billing mails, in their language (`users.locale`; English when absent).

/** English keeps the receipt's own form ("R199.00", no group separator); other languages write rand as Intl does. */
const rand = (cents: number, locale: string | null | undefined) => {
  const language = serverLocale(locale);
  return language === "en" ? `R${(cents / 100).toFixed(2)}` : formatMoney(cents, language, { decimals: true });
};

export const receiptMail = (options: {
  to: string;
  name: string;
  planName: string;
  amount: number;
  paymentId: number;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
  locale?: string | null;
}): OutgoingMail => {
  const t = translator(options.locale);
  const locale = serverLocale(options.locale);
  const amount = rand(options.amount, locale);
  return {
    to: options.to,
    subject: t("mail.receipt.subject", { plan: options.planName, amount }),
    text: [
      t("mail.common.hello", { name: options.name }),
      "",
      t("mail.receipt.thanks"),
      "",
      // The same number as the printable receipt in the profile.
      t("mail.receipt.number", { receiptNumber: formatReceiptNumber(options.paymentId, options.paidAt) }),
      t("mail.receipt.plan", { plan: options.planName }),
      t("mail.receipt.amount", { amount }),
      t("mail.receipt.paidOn", { date: formatDate(options.paidAt, locale, "long") }),
      t("mail.receipt.accessUntil", { date: formatDate(options.periodEnd, locale, "long") }),
      "",
      // One billing story everywhere (decision 0039): Yoco Checkout keeps no card, so nothing renews by itself.
      t("mail.receipt.noAutomaticCharge"),
      t("mail.receipt.cancelAnyTime"),
      t("mail.receipt.everyReceipt"),
    ].join("\n"),
  };
};

export const renewalReminderMail = (options: {
  to: string;
  name: string;
  planName: string;
  periodEnd: Date;
  renewUrl: string;
  daysLeft: number;
  locale?: string | null;
}): OutgoingMail => {
  const t = translator(options.locale);
  const locale = serverLocale(options.locale);
  return {
    to: options.to,
    subject: t("mail.renewal.subject", { plan: options.planName, days: options.daysLeft }),
    text: [
      t("mail.common.hello", { name: options.name }),
      "",
      t("mail.renewal.paidUntil", { plan: options.planName, date: formatDate(options.periodEnd, locale, "long") }),
      t("mail.renewal.payHere", { url: options.renewUrl }),
      "",
      t("mail.renewal.grace"),
    ].join("\n"),
  };
};
