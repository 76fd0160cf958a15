import type { OutgoingMail } from "../lib/outbox";

// Notifications to the school's inbox only: a public form never mails an address typed by the visitor
// (the visitor's address goes in Reply-To, so staff can answer with one click).

export const contactNotification = (
  inbox: string,
  message: { name: string; email: string; subject: string; message: string },
): OutgoingMail => ({
  to: inbox,
  replyTo: message.email,
  subject: `Contact form: ${message.subject} from ${message.name}`,
  text: [`From: ${message.name} <${message.email}>`, `Subject: ${message.subject}`, "", message.message].join("\n"),
});

export const feedbackNotification = (
  inbox: string,
  feedback: { name: string; email: string; category: string; message: string },
): OutgoingMail => ({
  to: inbox,
  replyTo: feedback.email,
  subject: `Feedback (${feedback.category}) from ${feedback.name}`,
  text: [`From: ${feedback.name} <${feedback.email}>`, `Category: ${feedback.category}`, "", feedback.message].join("\n"),
});

export const preRegistrationNotification = (inbox: string, email: string): OutgoingMail => ({
  to: inbox,
  subject: "New launch-list sign-up",
  text: `${email} asked to be told when we launch.`,
});
