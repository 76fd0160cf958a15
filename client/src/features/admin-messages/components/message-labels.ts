import type { InboxMessage, MailStatus, MessageFilter } from "@shared/api/admin-inbox";

export const FILTER_LABELS: Record<MessageFilter, string> = { unread: "Unread", resolved: "Resolved", archived: "Archived", all: "All" };

export const EMPTY_LABELS: Record<MessageFilter, string> = {
  unread: "No unread messages",
  resolved: "No resolved messages",
  archived: "No archived messages",
  all: "No messages yet",
};

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = { pending: "Queued", sending: "Sending", sent: "Sent", failed: "Failed" };

/** The subject of a contact message, the category of a feedback item. */
export const topicOf = (message: InboxMessage) => (message.kind === "contact" ? message.subject : message.category);
