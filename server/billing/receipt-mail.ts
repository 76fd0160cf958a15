import { format } from "date-fns";
import type { OutgoingMail } from "../lib/outbox";
import { formatReceiptNumber } from "./receipt.service";

const rand = (cents: number) => `R${(cents / 100).toFixed(2)}`;

export const receiptMail = (options: {
  to: string;
  name: string;
  planName: string;
  amount: number;
  paymentId: number;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
}): OutgoingMail => ({
  to: options.to,
  subject: `Your receipt: ${options.planName} plan (${rand(options.amount)})`,
  text: [
    `Hello ${options.name},`,
    "",
    `Thank you for your payment. This is your receipt.`,
    "",
    // The same number as the printable receipt in the profile.
    `Receipt number: ${formatReceiptNumber(options.paymentId, options.paidAt)}`,
    `Plan: ${options.planName}`,
    `Amount paid: ${rand(options.amount)} (South African rand)`,
    `Paid on: ${format(options.paidAt, "MMMM d, yyyy")}`,
    `Access until: ${format(options.periodEnd, "MMMM d, yyyy")}`,
    "",
    // One billing story everywhere (decision 0039): Yoco Checkout keeps no card, so nothing renews by itself.
    "Nothing is charged automatically: you pay each period from a reminder link. A few days before this period ends we email you a link to pay for the next one.",
    "You can cancel any time from your dashboard; you keep access until the end of the period you paid for.",
    "Every receipt can be viewed and printed from the Profile tab of your dashboard.",
  ].join("\n"),
});

export const renewalReminderMail = (options: {
  to: string;
  name: string;
  planName: string;
  periodEnd: Date;
  renewUrl: string;
  daysLeft: number;
}): OutgoingMail => ({
  to: options.to,
  subject: `Your ${options.planName} plan: next payment due in ${options.daysLeft} day${options.daysLeft === 1 ? "" : "s"}`,
  text: [
    `Hello ${options.name},`,
    "",
    `Your ${options.planName} plan is paid until ${format(options.periodEnd, "MMMM d, yyyy")}.`,
    `Nothing is charged automatically. To keep learning without a break, pay for the next period here: ${options.renewUrl}`,
    "",
    "If you do nothing, you keep access for 3 more days after that date, then the plan ends.",
  ].join("\n"),
});
