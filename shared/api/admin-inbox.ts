// Contracts of the admin inbox (admins): contact messages and feedback with their replies, the
// pre-registration list, the mail outbox and the scheduled jobs.
import { z } from "zod";
import { pageParamSchema, type PageInfo } from "./paging";

export const MESSAGE_KINDS = ["contact", "feedback"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_FILTERS = ["unread", "resolved", "archived", "all"] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const REPLY_REQUIRED = "Please write a reply";
export const REPLY_TOO_LONG = "Reply must be at most 5000 characters";
export const NOTES_TOO_LONG = "Notes must be at most 2000 characters";

export const messagesQuerySchema = z.object({
  kind: z.enum(MESSAGE_KINDS, { error: "Kind must be contact or feedback" }).optional(),
  status: z.enum(MESSAGE_FILTERS, { error: "Status must be unread, resolved, archived or all" }).default("all"),
  page: pageParamSchema,
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

/** PATCH feedback/:id and contacts/:id: any of these; unknown fields are ignored. */
export const updateMessageSchema = z.object({
  isArchived: z.boolean({ error: "isArchived must be true or false" }).optional(),
  isResolved: z.boolean({ error: "isResolved must be true or false" }).optional(),
  adminNotes: z.string({ error: "Notes must be text" }).max(2_000, NOTES_TOO_LONG).nullable().optional(),
});
export type UpdateMessageInput = z.input<typeof updateMessageSchema>;

export const replySchema = z.object({
  body: z.string({ error: REPLY_REQUIRED }).trim().min(1, REPLY_REQUIRED).max(5_000, REPLY_TOO_LONG),
});
export type ReplyInput = z.input<typeof replySchema>;

export type MessageReplyView = {
  id: number;
  body: string;
  createdAt: string;
  sentByUsername: string | null;
  /** The outbox status of the reply's mail (null when the mail row was removed). */
  mailStatus: MailStatus | null;
};

type MessageBase = {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  readAt: string | null;
  isResolved: boolean;
  isArchived: boolean;
  adminNotes: string | null;
  replies: MessageReplyView[];
};
export type InboxMessage = (MessageBase & { kind: "contact"; subject: string }) | (MessageBase & { kind: "feedback"; category: string });
export const MESSAGES_PAGE_SIZE = 20;
/** One page of the filtered messages, newest first. */
export type MessagesResponse = PageInfo & { messages: InboxMessage[] };

export type PreRegistrationView = { email: string; createdAt: string };
export type PreRegistrationsResponse = { preRegistrations: PreRegistrationView[]; total: number };

export const mailQuerySchema = z.object({
  status: z.enum(MAIL_STATUSES, { error: "Status must be pending, sending, sent or failed" }).optional(),
});

export type MailSummary = {
  id: number;
  to: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
};
/**
 * attachmentName: the file sent with the mail (a backup when BACKUP_MAIL_ATTACH=1), null when none.
 * textBody: the keys of private links (reset, confirmation, campaign page, unsubscribe) are replaced by
 * "[hidden]", and hiddenLinks counts them: only the recipient may open those links.
 */
export type MailDetail = MailSummary & { replyTo: string | null; textBody: string; hiddenLinks: number; attachmentName: string | null };
/** At most MAIL_LIST_LIMIT rows, newest first. */
export const MAIL_LIST_LIMIT = 100;
export type MailListResponse = { mails: MailSummary[] };

export type JobRunView = {
  startedAt: string;
  finishedAt: string | null;
  status: "running" | "succeeded" | "failed";
  error: string | null;
  slot: string;
};
export type JobView = {
  id: string;
  /** Cron syntax ("17 3 * * *"), read in `timeZone`. */
  schedule: string;
  /** The IANA zone the schedule is read in: the job's own, else the server's. */
  timeZone: string;
  description: string;
  safeToRunTwice: boolean;
  lastRuns: JobRunView[];
};
export type JobsResponse = { jobs: JobView[] };
export type RunJobResponse = { result: "succeeded" | "failed" | "skipped"; job: JobView };
